// Marionette's Microsoft Agent player: the module a page imports.

import { Agent } from "./agent.mjs";
import { AgentRequest } from "./requests.mjs";
import { IDLE_TIMINGS } from "./idling.mjs";
import { DEFAULT_MOVE_MS } from "./moving.mjs";
import { loadCharacter } from "./load.mjs";
import { RealClock, ManualClock, seededRandom } from "./clock.mjs";
import { decodeWav } from "./wav.mjs";
import { layoutLines } from "./balloon.mjs";

export { Agent, AgentRequest, IDLE_TIMINGS, DEFAULT_MOVE_MS, loadCharacter, RealClock, ManualClock, seededRandom, decodeWav, layoutLines };
