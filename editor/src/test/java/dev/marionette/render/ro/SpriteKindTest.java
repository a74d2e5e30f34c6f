package dev.marionette.render.ro;

import static org.assertj.core.api.Assertions.assertThat;

import dev.marionette.editor.ro.RoFixtures.PlayerPart;
import dev.marionette.editor.ro.RoFixtures;
import dev.marionette.editor.testing.SampleSprites;
import dev.marionette.model.act.ActDocument;
import java.io.IOException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** What an opened sprite is taken for: the client's folders first, then the file name, then the content. */
class SpriteKindTest {

    @ParameterizedTest(name = "{0} is a {1}")
    @CsvSource(delimiter = '|', textBlock = """
            data/sprite/로브/천사날개/남/summoner_남.act                 | GARMENT
            data\\sprite\\로브\\천사날개\\여\\summoner_여.act            | GARMENT
            data/sprite/\u00b7\u00ce\u00ba\u00ea/x/\u00b3\u00b2/summoner.act | GARMENT
            data/sprite/인간족/몸통/남/초보자_남.act                     | BODY
            data/sprite/인간족/몸통/여/costume_1/초보자_여_1.act         | BODY
            data/sprite/\u00c0\u00ce\u00b0\u00a3\u00c1\u00b7/\u00b8\u00f6\u00c5\u00eb/x/초보자_남.act | BODY
            data/sprite/인간족/머리통/남/2_남.act                        | HEAD
            data/sprite/도람족/머리통/여/1_여.act                        | HEAD
            data/sprite/악세사리/남/남_황금월계수.act                    | HEADGEAR
            data/sprite/방패/검사/검사_남_가드.act                       | SHIELD
            data/sprite/인간족/초보자/초보자_남_1207.act                 | WEAPON
            data/sprite/인간족/초보자/초보자_남_단검_검광.act            | WEAPON
            data/sprite/도람족/summoner/summoner_여_foo.act              | WEAPON
            data/sprite/인간족/thing.act                                 | OTHER
            data/sprite/몬스터/poring.act                                | OTHER
            garment_angelwing_summoner_m.act                             | GARMENT
            hg_golden_laurel_m.act                                       | HEADGEAR
            wpn_novice_m_1207.act                                        | WEAPON
            my_shield.act                                                | SHIELD
            body_novice_m.act                                            | BODY
            head_2_m.act                                                 | HEAD
            /home/me/몸통/work/deep/er/still/head_2.act                  | HEAD
            """)
    void theClientsFoldersThenTheFileNameTellTheKind(String path, SpriteKind expected) {
        assertThat(SpriteKind.detect(path, null)).isEqualTo(expected);
    }

    @ParameterizedTest(name = "{0} content")
    @CsvSource({"BODY, BODY", "HEAD, HEAD", "HEADGEAR, HEADGEAR", "WEAPON_ANCHORED_ON_ATTACKS, WEAPON",
        "WEAPON, WEAPON"})
    void theContentTellsAPlayerSpriteWhoseNameSaysNothing(PlayerPart part, SpriteKind expected) {
        assertThat(SpriteKind.detect("data/sprite/x/1207.act", RoFixtures.playerPart(part).act()))
                .isEqualTo(expected);
    }

    @Test
    void theFolderOverridesTheContentAndOtherLayoutsAreOther() {
        ActDocument body = RoFixtures.playerPart(PlayerPart.BODY).act();
        assertThat(SpriteKind.detect("data/sprite/로브/천사날개/남/summoner_남.act", body))
                .isEqualTo(SpriteKind.GARMENT);
        assertThat(SpriteKind.detect("wizard.act", RoFixtures.demo().act())).isEqualTo(SpriteKind.OTHER);
        assertThat(SpriteKind.detect(null, null)).isEqualTo(SpriteKind.OTHER);
    }

    @Test
    void rolesFollowTheKind() {
        assertThat(SpriteKind.WEAPON.role()).isEqualTo(PartRole.OTHER);
        assertThat(SpriteKind.SHIELD.role()).isEqualTo(PartRole.OTHER);
        assertThat(SpriteKind.GARMENT.role()).isEqualTo(PartRole.OTHER);
        assertThat(SpriteKind.HEADGEAR.role()).isEqualTo(PartRole.HEAD);
        assertThat(SpriteKind.BODY.role()).isEqualTo(PartRole.BODY);
    }

    /** Headgear is told by its folder or name: by content alone the samples look like bodies. */
    @ParameterizedTest(name = "sample {0} by content is a {1}")
    @CsvSource({"wpn_novice_m_1207, WEAPON", "wpn_novice_m_dagger, WEAPON", "wpn_pecocrusader_m_2hsword, WEAPON",
        "wpn_novice_m_dagger_slash, WEAPON", "body_novice_m, BODY", "body_kagerou_f, BODY", "head_2_m, HEAD",
        "head_20_f, HEAD", "mon_poring, OTHER"})
    void theRealSamplesAreToldByContentAlone(String sample, SpriteKind expected) throws IOException {
        ActDocument act = SampleSprites.sprite(sample).act();
        assertThat(SpriteKind.detect("sprite.act", act)).isEqualTo(expected);
    }
}
