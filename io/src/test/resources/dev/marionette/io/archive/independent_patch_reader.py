#!/usr/bin/env python3
"""An independent reader of THOR and RGZ patches, written from the format text (docs/archives.md,
"THOR" and "RGZ"), sharing no code with Marionette: it checks that the patches Marionette writes read back
elsewhere. Standard library only.

    python3 independent_patch_reader.py PATCH

prints one header line, then one line per record in table order:

    thor<TAB>merge<TAB>mode<TAB>target-name-hex<TAB>record-count-in-header
    rgz
    NAME-HEX<TAB>file|removed|folder<TAB>SIZE<TAB>SHA256-OF-CONTENT

and, for a THOR patch with data.integrity, a last line "integrity<TAB>ok" or "integrity<TAB>bad<TAB>why".
Exits 2 with a message on stderr when the patch does not follow the format.
"""
import gzip
import hashlib
import struct
import sys
import zlib

THOR_MAGIC = b"ASSF (C) 2007 Aeomin DEV"


def fail(message):
    sys.stderr.write(message + "\n")
    sys.exit(2)


def inflate_exact(data, size, what):
    d = zlib.decompressobj()
    out = d.decompress(data) + d.flush()
    if not d.eof:
        fail(what + ": the zlib stream does not end")
    if len(out) != size:
        fail("%s: inflates to %d bytes, not %d" % (what, len(out), size))
    return out


def read_thor(b):
    if b[:24] != THOR_MAGIC:
        fail("not a THOR patch")
    merge = b[24]
    count, mode, name_len = struct.unpack_from("<IhB", b, 25)
    target = b[32:32 + name_len]
    pos = 32 + name_len
    records = []
    if mode == 33:
        pos += 1
        csize, size, nlen = struct.unpack_from("<iiB", b, pos)
        pos += 9
        name = b[pos:pos + nlen]
        pos += nlen
        records.append((name, "file", inflate_exact(b[pos:pos + csize], size, name.hex())))
    elif mode == 48:
        tsize, toff = struct.unpack_from("<ii", b, pos)
        table = zlib.decompress(b[toff:toff + tsize])
        t = 0
        while t < len(table):
            nlen = table[t]
            name = table[t + 1:t + 1 + nlen]
            flags = table[t + 1 + nlen]
            t += 2 + nlen
            if flags & 1:
                records.append((name, "removed", b""))
                continue
            off, csize, size = struct.unpack_from("<Iii", table, t)
            t += 12
            data = b"" if csize == 0 else inflate_exact(b[off:off + csize], size, name.hex())
            records.append((name, "file", data))
    else:
        fail("mode %d" % mode)
    print("thor\t%d\t%d\t%s\t%d" % (merge, mode, target.hex(), count))
    files = {}
    for name, kind, data in records:
        print("%s\t%s\t%d\t%s" % (name.hex(), kind, len(data), hashlib.sha256(data).hexdigest()))
        key = name.lower().replace(b"/", b"\\")
        files[key] = data if kind == "file" else None
    integrity = files.get(b"data.integrity")
    if integrity is not None:
        for line in integrity.split(b"\n"):
            line = line.rstrip(b"\r")
            if not line:
                continue
            path, _, value = line.rpartition(b"=")
            data = files.get(path.lower().replace(b"/", b"\\"))
            if data is None:
                print("integrity\tbad\tno file " + path.hex())
                return
            if int(value, 16) != zlib.crc32(data) & 0xFFFFFFFF:
                print("integrity\tbad\tcrc of " + path.hex())
                return
        print("integrity\tok")


def read_rgz(raw):
    b = gzip.decompress(raw)
    print("rgz")
    pos = 0
    while True:
        if pos >= len(b):
            fail("no end record")
        kind = chr(b[pos])
        nlen = b[pos + 1]
        name = b[pos + 2:pos + 2 + nlen]
        pos += 2 + nlen
        if not name.endswith(b"\0"):
            fail("a name without its NUL")
        name = name[:-1]
        if kind == "e":
            if name != b"end":
                fail("the end record is named " + repr(name))
            return
        if kind == "d":
            print("%s\tfolder\t0\t%s" % (name.hex(), hashlib.sha256(b"").hexdigest()))
        elif kind == "f":
            (size,) = struct.unpack_from("<I", b, pos)
            pos += 4
            data = b[pos:pos + size]
            if len(data) != size:
                fail("a file cut short")
            pos += size
            print("%s\tfile\t%d\t%s" % (name.hex(), size, hashlib.sha256(data).hexdigest()))
        else:
            fail("record type " + repr(kind))


def main():
    with open(sys.argv[1], "rb") as f:
        b = f.read()
    if b[:24] == THOR_MAGIC:
        read_thor(b)
    elif b[:2] == b"\x1f\x8b":
        read_rgz(b)
    else:
        fail("neither THOR nor RGZ")


main()
