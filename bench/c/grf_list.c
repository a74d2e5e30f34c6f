/*
 * grf_list: a minimal C lister of GRF 0x200 archives, the baseline "marionette archive list" is measured against.
 *
 * Reads the 46-byte header, the compressed table (at 46 + table offset: compressed size, real size, zlib data),
 * inflates it with zlib in one call, walks the records (NUL-terminated name, compressed, aligned and real size,
 * flags, offset) and prints each name as stored (CP949 bytes, not decoded) on its own line. Checks that the table
 * lies in the file, inflates to its real size and holds the header's entry count. See docs/BENCHMARKS.md.
 *
 * Build:  gcc -O2 -march=native -o bench/c/grf_list bench/c/grf_list.c -lz
 * Run:    bench/c/grf_list ARCHIVE.grf      (exit 0 listed, 2 invalid or unreadable)
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <zlib.h>

static uint32_t u32(const unsigned char *p) {
    return (uint32_t) p[0] | (uint32_t) p[1] << 8 | (uint32_t) p[2] << 16 | (uint32_t) p[3] << 24;
}

static int fail(const char *file, const char *what) {
    fprintf(stderr, "%s: %s\n", file, what);
    return 2;
}

int main(int argc, char **argv) {
    if (argc != 2) {
        fprintf(stderr, "usage: grf_list ARCHIVE\n");
        return 2;
    }
    const char *file = argv[1];
    FILE *f = fopen(file, "rb");
    if (!f) {
        return fail(file, "cannot open");
    }
    unsigned char h[46];
    if (fread(h, 1, 46, f) != 46 || memcmp(h, "Master of Magic", 15) != 0 || u32(h + 42) != 0x200) {
        return fail(file, "not a GRF 0x200 archive");
    }
    fseek(f, 0, SEEK_END);
    long size = ftell(f);
    uint64_t table = 46 + (uint64_t) u32(h + 30);
    int64_t count = (int64_t) u32(h + 38) - u32(h + 34) - 7;
    unsigned char sizes[8];
    if (table + 8 > (uint64_t) size || fseek(f, (long) table, SEEK_SET) != 0 || fread(sizes, 1, 8, f) != 8) {
        return fail(file, "table offset past the end");
    }
    uLong zsize = u32(sizes), real = u32(sizes + 4);
    if (table + 8 + zsize > (uint64_t) size) {
        return fail(file, "compressed table past the end");
    }
    unsigned char *z = malloc(zsize ? zsize : 1), *t = malloc(real ? real : 1);
    if (!z || !t || fread(z, 1, zsize, f) != zsize) {
        return fail(file, "cannot read the table");
    }
    fclose(f);
    uLongf got = real;
    if (uncompress(t, &got, z, zsize) != Z_OK || got != real) {
        return fail(file, "the table does not inflate to its real size");
    }
    static char out[1 << 16];
    setvbuf(stdout, out, _IOFBF, sizeof out);
    int64_t n = 0;
    size_t p = 0;
    while (p < real) {
        size_t nul = p;
        while (nul < real && t[nul] != 0) {
            nul++;
        }
        if (nul + 18 > real) {
            return fail(file, "a record runs past the end of the table");
        }
        fwrite(t + p, 1, nul - p, stdout);
        putchar('\n');
        p = nul + 18;
        n++;
    }
    if (n != count) {
        return fail(file, "the entry count disagrees with the table");
    }
    fflush(stdout);
    return 0;
}
