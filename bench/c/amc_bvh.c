/*
 * amc_bvh: the project's own minimal C converter of an Acclaim skeleton and motion (ASF + AMC) to BVH, the baseline of
 * bench/c/export-vs-c.sh (docs/BENCHMARKS.md). It works the way the C converter amc2bvh does (github.com/thcopeland/
 * amc2bvh): lines read with fgets, numbers with strtod, each joint's rotation re-expressed in BVH's frame as
 * C * M * C^-1 (C the bone's axis rotation, M its motion's rotation in its dof order), written as Z, X, Y Euler
 * angles with fprintf("%f"). It checks little: a line it does not know is an error; counts are capped.
 *
 * Build: gcc -O2 -march=native -o bench/c/amc_bvh bench/c/amc_bvh.c -lm
 * Usage: amc_bvh SKELETON.asf MOTION.amc OUT.bvh [FPS]
 */
#include <ctype.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAX_BONES 128
#define MAX_CHILDREN 16
#define LINE 4096

typedef struct {
    char name[64];
    double dir[3], length;
    double c[9], cinv[9]; /* axis rotation and its inverse (transpose) */
    int dof[6];           /* 0..2 rx ry rz, 3..5 tx ty tz */
    int ndof;
    int children[MAX_CHILDREN];
    int nchildren;
    double values[6];
} Bone;

static Bone bones[MAX_BONES];
static int nbones;
static int degrees = 1;

static void fail(const char *what, int line) {
    fprintf(stderr, "amc_bvh: %s (line %d)\n", what, line);
    exit(2);
}

static int find(const char *name) {
    for (int i = 0; i < nbones; i++) {
        if (strcmp(bones[i].name, name) == 0) {
            return i;
        }
    }
    return -1;
}

static char *trim(char *s) {
    while (isspace((unsigned char) *s)) s++;
    size_t n = strlen(s);
    while (n > 0 && isspace((unsigned char) s[n - 1])) s[--n] = 0;
    return s;
}

static void mul(const double *a, const double *b, double *out) {
    double r[9];
    for (int i = 0; i < 3; i++) {
        for (int j = 0; j < 3; j++) {
            r[3 * i + j] = a[3 * i] * b[j] + a[3 * i + 1] * b[3 + j] + a[3 * i + 2] * b[6 + j];
        }
    }
    memcpy(out, r, sizeof r);
}

static void axis_rotation(int axis, double radians, double *m) {
    double c = cos(radians), s = sin(radians);
    memset(m, 0, 9 * sizeof(double));
    m[3 * axis + axis] = 1;
    int a = (axis + 1) % 3, b = (axis + 2) % 3;
    m[3 * a + a] = c;
    m[3 * a + b] = -s;
    m[3 * b + a] = s;
    m[3 * b + b] = c;
}

/* R = R_last ... R_first: rotations applied in the listed order. */
static void euler(const double *angles, const int *axes, int n, double *m) {
    double r[9];
    memset(m, 0, 9 * sizeof(double));
    m[0] = m[4] = m[8] = 1;
    for (int i = 0; i < n; i++) {
        axis_rotation(axes[i], degrees ? angles[i] * M_PI / 180 : angles[i], r);
        mul(r, m, m);
    }
}

static int axis_of(const char *token) {
    char c = (char) tolower((unsigned char) token[strlen(token) - 1]);
    return c == 'x' ? 0 : c == 'y' ? 1 : c == 'z' ? 2 : -1;
}

static void read_asf(FILE *in) {
    char buf[LINE];
    int line = 0, section = 0, bone = -1;
    strcpy(bones[0].name, "root");
    for (int i = 0; i < 9; i++) bones[0].c[i] = bones[0].cinv[i] = i % 4 == 0;
    nbones = 1;
    while (fgets(buf, sizeof buf, in)) {
        line++;
        char *s = trim(buf);
        if (*s == '#' || *s == 0) continue;
        if (*s == ':') {
            section = strncmp(s, ":units", 6) == 0 ? 1 : strncmp(s, ":root", 5) == 0 ? 2
                    : strncmp(s, ":bonedata", 9) == 0 ? 3 : strncmp(s, ":hierarchy", 10) == 0 ? 4 : 0;
            continue;
        }
        char *key = strtok(s, " \t");
        if (section == 1 && strcmp(key, "angle") == 0) {
            degrees = strcmp(strtok(NULL, " \t"), "rad") != 0;
        } else if (section == 2 && strcmp(key, "order") == 0) {
            char *t;
            while ((t = strtok(NULL, " \t")) != NULL && bones[0].ndof < 6) {
                int a = axis_of(t);
                bones[0].dof[bones[0].ndof++] = (tolower((unsigned char) t[0]) == 't' ? 3 : 0) + a;
            }
        } else if (section == 3) {
            if (strcmp(key, "begin") == 0) {
                if (nbones == MAX_BONES) fail("too many bones", line);
                bone = nbones++;
            } else if (strcmp(key, "end") == 0) {
                bone = -1;
            } else if (bone < 0) {
                fail("bone data outside begin/end", line);
            } else if (strcmp(key, "name") == 0) {
                snprintf(bones[bone].name, sizeof bones[bone].name, "%s", strtok(NULL, " \t"));
            } else if (strcmp(key, "direction") == 0) {
                for (int k = 0; k < 3; k++) bones[bone].dir[k] = strtod(strtok(NULL, " \t"), NULL);
            } else if (strcmp(key, "length") == 0) {
                bones[bone].length = strtod(strtok(NULL, " \t"), NULL);
            } else if (strcmp(key, "axis") == 0) {
                double angles[3];
                int axes[3];
                for (int k = 0; k < 3; k++) angles[k] = strtod(strtok(NULL, " \t"), NULL);
                char *order = strtok(NULL, " \t");
                for (int k = 0; k < 3; k++) axes[k] = tolower((unsigned char) order[k]) - 'x';
                euler(angles, axes, 3, bones[bone].c);
                for (int i = 0; i < 3; i++) {
                    for (int j = 0; j < 3; j++) bones[bone].cinv[3 * i + j] = bones[bone].c[3 * j + i];
                }
            } else if (strcmp(key, "dof") == 0) {
                char *t;
                while ((t = strtok(NULL, " \t")) != NULL && bones[bone].ndof < 6) {
                    int a = axis_of(t);
                    if (a < 0) continue; /* l (length) is not a rotation */
                    bones[bone].dof[bones[bone].ndof++] = (tolower((unsigned char) t[0]) == 't' ? 3 : 0) + a;
                }
            }
        } else if (section == 4 && strcmp(key, "begin") != 0 && strcmp(key, "end") != 0) {
            int parent = find(key);
            if (parent < 0) fail("unknown bone in the hierarchy", line);
            char *t;
            while ((t = strtok(NULL, " \t")) != NULL) {
                int child = find(t);
                if (child < 0 || bones[parent].nchildren == MAX_CHILDREN) fail("bad child", line);
                bones[parent].children[bones[parent].nchildren++] = child;
            }
        }
    }
}

static void indent(FILE *out, int depth) {
    for (int i = 0; i < depth; i++) fputc('\t', out);
}

static void write_joint(FILE *out, int b, const double *offset, int depth) {
    indent(out, depth);
    fprintf(out, "%s %s\n", depth ? "JOINT" : "ROOT", bones[b].name);
    indent(out, depth);
    fprintf(out, "{\n");
    indent(out, depth + 1);
    fprintf(out, "OFFSET\t%f\t%f\t%f\n", offset[0], offset[1], offset[2]);
    indent(out, depth + 1);
    fprintf(out, depth ? "CHANNELS 3 Zrotation Xrotation Yrotation\n"
            : "CHANNELS 6 Xposition Yposition Zposition Zrotation Xrotation Yrotation\n");
    double tip[3];
    for (int k = 0; k < 3; k++) tip[k] = bones[b].dir[k] * bones[b].length;
    if (bones[b].nchildren == 0) {
        indent(out, depth + 1);
        fprintf(out, "End Site\n");
        indent(out, depth + 1);
        fprintf(out, "{\n");
        indent(out, depth + 2);
        fprintf(out, "OFFSET\t%f\t%f\t%f\n", tip[0], tip[1], tip[2]);
        indent(out, depth + 1);
        fprintf(out, "}\n");
    }
    for (int i = 0; i < bones[b].nchildren; i++) write_joint(out, bones[b].children[i], tip, depth + 1);
    indent(out, depth);
    fprintf(out, "}\n");
}

/* The joint's rotation in BVH's frame, C * M * C^-1, as Z X Y degrees (R = Rz Rx Ry). */
static void write_rotation(FILE *out, int b) {
    double angles[6], m[9];
    int axes[6], n = 0;
    for (int i = 0; i < bones[b].ndof; i++) {
        if (bones[b].dof[i] < 3) {
            axes[n] = bones[b].dof[i];
            angles[n++] = bones[b].values[i];
        }
    }
    euler(angles, axes, n, m);
    mul(bones[b].c, m, m);
    mul(m, bones[b].cinv, m);
    double x = asin(fmax(-1, fmin(1, m[7])));
    double z = atan2(-m[1], m[4]);
    double y = atan2(-m[6], m[8]);
    fprintf(out, "%f %f %f ", z * 180 / M_PI, x * 180 / M_PI, y * 180 / M_PI);
}

static void write_frame(FILE *out, int b) {
    if (b == 0) {
        double t[3] = {0, 0, 0};
        for (int i = 0; i < bones[0].ndof; i++) {
            if (bones[0].dof[i] >= 3) t[bones[0].dof[i] - 3] = bones[0].values[i];
        }
        fprintf(out, "%f %f %f ", t[0], t[1], t[2]);
    }
    write_rotation(out, b);
    for (int i = 0; i < bones[b].nchildren; i++) write_frame(out, bones[b].children[i]);
}

int main(int argc, char **argv) {
    if (argc < 4) {
        fprintf(stderr, "usage: amc_bvh SKELETON.asf MOTION.amc OUT.bvh [FPS]\n");
        return 2;
    }
    FILE *asf = fopen(argv[1], "r"), *amc = fopen(argv[2], "r"), *out = fopen(argv[3], "w");
    if (!asf || !amc || !out) {
        perror("amc_bvh");
        return 2;
    }
    double fps = argc > 4 ? strtod(argv[4], NULL) : 120;
    read_asf(asf);
    fprintf(out, "HIERARCHY\n");
    double zero[3] = {0, 0, 0};
    write_joint(out, 0, zero, 0);
    /* The frame count comes first in BVH: count the frame lines, then read the motion again. */
    char buf[LINE];
    long frames = 0;
    while (fgets(buf, sizeof buf, amc)) {
        char *s = trim(buf);
        if (isdigit((unsigned char) *s)) frames++;
    }
    rewind(amc);
    fprintf(out, "MOTION\nFrames:\t%ld\nFrame Time:\t%f\n", frames, 1 / fps);
    int line = 0, started = 0;
    while (fgets(buf, sizeof buf, amc)) {
        line++;
        char *s = trim(buf);
        if (*s == '#' || *s == ':' || *s == 0) continue;
        if (isdigit((unsigned char) *s)) {
            if (started) {
                write_frame(out, 0);
                fputc('\n', out);
            }
            started = 1;
            continue;
        }
        char *name = strtok(s, " \t");
        int b = find(name);
        if (b < 0) fail("unknown bone in the motion", line);
        for (int i = 0; i < bones[b].ndof; i++) {
            char *t = strtok(NULL, " \t");
            if (!t) fail("too few values", line);
            bones[b].values[i] = strtod(t, NULL);
        }
    }
    if (started) {
        write_frame(out, 0);
        fputc('\n', out);
    }
    fclose(out);
    return 0;
}
