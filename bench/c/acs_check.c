/*
 * acs_check: a strict, single-threaded C reference for "marionette check" on Microsoft Agent ACS files.
 *
 * For each file named on the command line it reads the whole file, checks the ACS 2.x header and the image
 * directory, and decodes every compressed block (each image's pixels and region) with the checks of
 * io/.../acs/AgentDecompressor.java: first byte 0x00, a bit stream that does not run out, length codes of at
 * most 11 bits, match offsets within the output so far, output of exactly the declared size, one-bit padding
 * and a trailer of at least three 0xFF bytes and nothing else. Every offset and size is checked against the
 * file before it is used. See docs/BENCHMARKS.md for how it is built and what it is compared with.
 *
 * Two decoders, with the same checks: by default the bit stream is read through a 64-bit buffer refilled eight
 * bytes at a time (as the Java decoder does); with -b it is read one bit at a time, the way the format's
 * description and the public reference decoders read it.
 *
 * Build:  gcc -O2 -march=native -o bench/c/acs_check bench/c/acs_check.c
 * Run:    bench/c/acs_check [-b] FILE.acs...      (exit 0 all valid, 2 some file invalid or unreadable)
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct {
    const char *name;
    char message[512];
} failure;

static int fail(failure *f, uint64_t offset, const char *what) {
    snprintf(f->message, sizeof f->message, "%s: at offset %llu (0x%llx), %s", f->name,
             (unsigned long long) offset, (unsigned long long) offset, what);
    return -1;
}

static uint32_t u32(const uint8_t *p) {
    return (uint32_t) p[0] | (uint32_t) p[1] << 8 | (uint32_t) p[2] << 16 | (uint32_t) p[3] << 24;
}

static uint16_t u16(const uint8_t *p) {
    return (uint16_t) (p[0] | p[1] << 8);
}

/* Decodes src[0, len) into out[0, size); returns 0, or -1 with the failure described. */
static int decode(const uint8_t *src, size_t len, uint8_t *out, size_t size, uint64_t at, failure *f) {
    if (len < 7) {
        return fail(f, at, "compressed block: fewer than 7 bytes");
    }
    if (src[0] != 0) {
        return fail(f, at, "compressed block first byte: expected 0x00");
    }
    uint64_t limit_bits = (uint64_t) len * 8;
    size_t in = 1;
    uint64_t buf = 0;
    int bits = 0;
    size_t pos = 0;
    for (;;) {
        if (bits < 48) {
            if (in + 8 <= len) {
                uint64_t word;
                memcpy(&word, src + in, 8); /* little-endian host */
                buf |= word << bits;
                int bytes = (63 - bits) >> 3;
                in += bytes;
                bits += bytes << 3;
            } else {
                do {
                    uint64_t b = in < len ? src[in] : 0;
                    in++;
                    buf |= b << bits;
                    bits += 8;
                } while (bits <= 56);
            }
        }
        uint64_t token_start = (uint64_t) in * 8 - bits;
        if ((buf & 1) == 0) {
            if (pos >= size) {
                return fail(f, at + token_start / 8, "compressed bit stream: a literal past the declared size");
            }
            out[pos++] = (uint8_t) (buf >> 1);
            buf >>= 9;
            bits -= 9;
            if (in > len && token_start + 9 > limit_bits) {
                return fail(f, at + len, "compressed bit stream: the block ended first");
            }
            continue;
        }
        size_t offset;
        int base = 2;
        int used;
        if ((buf & 2) == 0) {
            offset = ((buf >> 2) & 0x3F) + 1;
            used = 8;
        } else if ((buf & 4) == 0) {
            offset = ((buf >> 3) & 0x1FF) + 65;
            used = 12;
        } else if ((buf & 8) == 0) {
            offset = ((buf >> 4) & 0xFFF) + 577;
            used = 16;
        } else {
            uint32_t field = (uint32_t) ((buf >> 4) & 0xFFFFF);
            used = 24;
            if (field == 0xFFFFF) {
                uint64_t consumed = token_start + used;
                if (consumed > limit_bits) {
                    return fail(f, at + len, "compressed bit stream: the block ended first");
                }
                size_t byte = consumed >> 3;
                int bit = consumed & 7;
                if (bit != 0) {
                    uint8_t mask = (uint8_t) (0xFF & ~((1 << bit) - 1));
                    if ((src[byte] & mask) != mask) {
                        return fail(f, at + byte, "padding after end marker: expected one-bits");
                    }
                    byte++;
                }
                if (len - byte < 3) {
                    return fail(f, at + byte, "trailer: expected FF FF FF");
                }
                for (size_t i = byte; i < len; i++) {
                    if (src[i] != 0xFF) {
                        return fail(f, at + i, "trailer: expected 0xFF");
                    }
                }
                if (pos != size) {
                    return fail(f, at + consumed / 8, "decompressed size: the stream ended short");
                }
                return 0;
            }
            offset = (size_t) field + 4673;
            base = 3;
        }
        buf >>= used;
        int k = __builtin_ctzll(~buf);
        if (k > 11) {
            return fail(f, at + (token_start + used) / 8, "match length code: more than 11 bits");
        }
        buf >>= k + 1;
        size_t length = (size_t) base + ((size_t) 1 << k) - 1 + (size_t) (buf & ((1ULL << k) - 1));
        buf >>= k;
        bits -= used + 2 * k + 1;
        if (in > len && token_start + used + 2 * k + 1 > limit_bits) {
            return fail(f, at + len, "compressed bit stream: the block ended first");
        }
        if (offset > pos) {
            return fail(f, at + token_start / 8, "match offset: before the start of the output");
        }
        if (length > size - pos) {
            return fail(f, at + token_start / 8, "compressed bit stream: a match past the declared size");
        }
        uint8_t *dst = out + pos;
        const uint8_t *from = dst - offset;
        if (offset >= length) {
            memcpy(dst, from, length);
        } else if (offset == 1) {
            memset(dst, *from, length);
        } else {
            for (size_t i = 0; i < length; i++) {
                dst[i] = from[i];
            }
        }
        pos += length;
    }
}

/*
 * The same decoder reading the stream one bit at a time, as the format's description reads (and as the public
 * reference decoders are written): the same checks, in the same order. Chosen with -b.
 */
typedef struct {
    const uint8_t *src;
    uint64_t pos;   /* bit position */
    uint64_t limit; /* bits in the block */
} bits_t;

static int bit(bits_t *b) {
    if (b->pos >= b->limit) {
        b->pos++;
        return 0;
    }
    int v = (b->src[b->pos >> 3] >> (b->pos & 7)) & 1;
    b->pos++;
    return v;
}

static uint32_t field(bits_t *b, int n) {
    uint32_t v = 0;
    for (int i = 0; i < n; i++) {
        v |= (uint32_t) bit(b) << i;
    }
    return v;
}

static int decode_bitwise(const uint8_t *src, size_t len, uint8_t *out, size_t size, uint64_t at, failure *f) {
    if (len < 7) {
        return fail(f, at, "compressed block: fewer than 7 bytes");
    }
    if (src[0] != 0) {
        return fail(f, at, "compressed block first byte: expected 0x00");
    }
    bits_t b = {src, 8, (uint64_t) len * 8};
    size_t pos = 0;
    for (;;) {
        uint64_t token_start = b.pos;
        if (!bit(&b)) {
            uint8_t literal = (uint8_t) field(&b, 8);
            if (b.pos > b.limit) {
                return fail(f, at + len, "compressed bit stream: the block ended first");
            }
            if (pos >= size) {
                return fail(f, at + token_start / 8, "compressed bit stream: a literal past the declared size");
            }
            out[pos++] = literal;
            continue;
        }
        size_t offset;
        int base = 2;
        if (!bit(&b)) {
            offset = field(&b, 6) + 1;
        } else if (!bit(&b)) {
            offset = field(&b, 9) + 65;
        } else if (!bit(&b)) {
            offset = field(&b, 12) + 577;
        } else {
            uint32_t v = field(&b, 20);
            if (v == 0xFFFFF) {
                if (b.pos > b.limit) {
                    return fail(f, at + len, "compressed bit stream: the block ended first");
                }
                while (b.pos & 7) {
                    if (!bit(&b)) {
                        return fail(f, at + (b.pos - 1) / 8, "padding after end marker: expected one-bits");
                    }
                }
                size_t byte = b.pos >> 3;
                if (len - byte < 3) {
                    return fail(f, at + byte, "trailer: expected FF FF FF");
                }
                for (size_t i = byte; i < len; i++) {
                    if (src[i] != 0xFF) {
                        return fail(f, at + i, "trailer: expected 0xFF");
                    }
                }
                if (pos != size) {
                    return fail(f, at + token_start / 8, "decompressed size: the stream ended short");
                }
                return 0;
            }
            offset = (size_t) v + 4673;
            base = 3;
        }
        int k = 0;
        while (bit(&b)) {
            if (++k > 11) {
                return fail(f, at + b.pos / 8, "match length code: more than 11 bits");
            }
        }
        size_t length = (size_t) base + ((size_t) 1 << k) - 1 + field(&b, k);
        if (b.pos > b.limit) {
            return fail(f, at + len, "compressed bit stream: the block ended first");
        }
        if (offset > pos) {
            return fail(f, at + token_start / 8, "match offset: before the start of the output");
        }
        if (length > size - pos) {
            return fail(f, at + token_start / 8, "compressed bit stream: a match past the declared size");
        }
        for (size_t i = 0; i < length; i++) {
            out[pos + i] = out[pos + i - offset];
        }
        pos += length;
    }
}

static int bitwise = 0;

static int decode_block(const uint8_t *src, size_t len, uint8_t *out, size_t size, uint64_t at, failure *f) {
    return bitwise ? decode_bitwise(src, len, out, size, at, f) : decode(src, len, out, size, at, f);
}

typedef struct {
    uint64_t images;
    uint64_t blocks;
    uint64_t decoded;
} totals;

/* Checks one image block data[off, off+size); decodes its compressed parts. */
static int image(const uint8_t *data, size_t off, size_t size, uint32_t index, totals *t, failure *f) {
    size_t end = off + size;
    size_t p = off;
    char what[96];
    if (size < 1) {
        snprintf(what, sizeof what, "image %u present flag: the block is empty", index);
        return fail(f, p, what);
    }
    if (data[p++] == 0) {
        return 0;
    }
    if (end - p < 9) {
        snprintf(what, sizeof what, "image %u header: truncated", index);
        return fail(f, p, what);
    }
    uint32_t width = u16(data + p);
    uint32_t height = u16(data + p + 2);
    uint8_t compressed = data[p + 4];
    uint32_t pixel_bytes = u32(data + p + 5);
    if (compressed > 1) {
        snprintf(what, sizeof what, "image %u compressed flag: expected 0 or 1", index);
        return fail(f, p + 4, what);
    }
    p += 9;
    if (pixel_bytes > end - p) {
        snprintf(what, sizeof what, "image %u pixels: past the end of the image", index);
        return fail(f, p, what);
    }
    size_t raster = (size_t) ((width + 3) & ~3u) * height;
    if (compressed && raster > ((uint64_t) pixel_bytes * 8 / 31 + 1) * 4097) {
        snprintf(what, sizeof what, "image %u size: more pixels than its block can hold", index);
        return fail(f, p - 9, what);
    }
    if (compressed) {
        uint8_t *out = malloc(raster ? raster : 1);
        if (!out) {
            return fail(f, p, "out of memory");
        }
        int r = decode_block(data + p, pixel_bytes, out, raster, p, f);
        free(out);
        if (r) {
            return r;
        }
        t->blocks++;
        t->decoded += raster;
    }
    p += pixel_bytes;
    if (end - p < 8) {
        snprintf(what, sizeof what, "image %u region sizes: truncated", index);
        return fail(f, p, what);
    }
    uint32_t region_compressed = u32(data + p);
    uint32_t region_size = u32(data + p + 4);
    p += 8;
    if (region_compressed != 0) {
        if (region_compressed > end - p) {
            snprintf(what, sizeof what, "image %u region: past the end of the image", index);
            return fail(f, p, what);
        }
        /* A block cannot expand to more than this (the densest token); refuse before allocating. */
        uint64_t most = ((uint64_t) region_compressed * 8 / 31 + 1) * 4097;
        if (region_size > most) {
            snprintf(what, sizeof what, "image %u region size: more than its block can hold", index);
            return fail(f, p - 4, what);
        }
        uint8_t *out = malloc(region_size ? region_size : 1);
        if (!out) {
            return fail(f, p, "out of memory");
        }
        int r = decode_block(data + p, region_compressed, out, region_size, p, f);
        free(out);
        if (r) {
            return r;
        }
        t->blocks++;
        t->decoded += region_size;
    } else if (region_size > end - p) {
        snprintf(what, sizeof what, "image %u region (stored): past the end of the image", index);
        return fail(f, p, what);
    }
    t->images++;
    return 0;
}

static int check(const char *name, totals *t, failure *f) {
    f->name = name;
    FILE *in = fopen(name, "rb");
    if (!in) {
        snprintf(f->message, sizeof f->message, "%s: cannot read", name);
        return -1;
    }
    fseek(in, 0, SEEK_END);
    long length = ftell(in);
    fseek(in, 0, SEEK_SET);
    if (length < 0 || length > (1L << 30)) {
        fclose(in);
        snprintf(f->message, sizeof f->message, "%s: cannot read (size)", name);
        return -1;
    }
    size_t n = (size_t) length;
    uint8_t *data = malloc(n ? n : 1);
    if (!data || fread(data, 1, n, in) != n) {
        fclose(in);
        free(data);
        snprintf(f->message, sizeof f->message, "%s: cannot read", name);
        return -1;
    }
    fclose(in);
    int result = 0;
    if (n < 36 || u32(data) != 0xABCDABC3u) {
        result = fail(f, 0, "signature: expected 0xABCDABC3 (ACS 2.x)");
        goto done;
    }
    for (int i = 0; i < 4; i++) {
        uint64_t off = u32(data + 4 + 8 * i);
        uint64_t size = u32(data + 8 + 8 * i);
        if (off + size > n) {
            result = fail(f, 4 + 8 * i, "locator: expected a range within the file");
            goto done;
        }
    }
    size_t dir = u32(data + 20);
    size_t dir_size = u32(data + 24);
    if (dir_size < 4) {
        result = fail(f, dir, "image count: the directory is empty");
        goto done;
    }
    uint32_t count = u32(data + dir);
    if ((uint64_t) count * 12 > dir_size - 4) {
        result = fail(f, dir, "image count: more entries than the directory holds");
        goto done;
    }
    for (uint32_t i = 0; i < count; i++) {
        size_t entry = dir + 4 + 12 * (size_t) i;
        uint64_t off = u32(data + entry);
        uint64_t size = u32(data + entry + 4);
        if (off + size > n) {
            char what[96];
            snprintf(what, sizeof what, "image %u location: expected a range within the file", i);
            result = fail(f, entry, what);
            goto done;
        }
        if ((result = image(data, (size_t) off, (size_t) size, i, t, f)) != 0) {
            goto done;
        }
    }
done:
    free(data);
    return result;
}

int main(int argc, char **argv) {
    int first = 1;
    if (argc > 1 && strcmp(argv[1], "-b") == 0) {
        bitwise = 1;
        first = 2;
    }
    if (argc <= first) {
        fprintf(stderr, "usage: acs_check [-b] FILE.acs...   (-b: read the bit stream one bit at a time)\n");
        return 2;
    }
    int exit_code = 0;
    uint64_t all = 0;
    for (int i = first; i < argc; i++) {
        totals t = {0, 0, 0};
        failure f;
        if (check(argv[i], &t, &f) == 0) {
            printf("%s: OK (%llu images, %llu compressed blocks, %llu bytes decoded)\n", argv[i],
                   (unsigned long long) t.images, (unsigned long long) t.blocks, (unsigned long long) t.decoded);
            all += t.decoded;
        } else {
            fprintf(stderr, "%s\n", f.message);
            exit_code = 2;
        }
    }
    if (getenv("ACS_CHECK_TOTAL")) {
        printf("total decoded: %llu bytes\n", (unsigned long long) all);
    }
    return exit_code;
}
