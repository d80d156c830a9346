/*
 * Lexora pronunciation helper: a long-lived pocketsphinx decoder that answers each request on
 * stdin (a JSON line plus raw audio) with one JSON line on stdout. It runs outside the server process so that a
 * crash or hang in the recogniser only costs this process, which the server restarts.
 *
 * Request: one JSON line, then `bytes` bytes of audio (s16le, 16 kHz, mono):
 *   {"id":1,"search":"s1","words":[["name","PH PH"],...],"fsg":"FSG_BEGIN ...","drop":"s0","bytes":43200}
 *   With "fsg", the grammar is built and kept as search "search" (replacing one of that name);
 *   without it, the kept search "search" is used again (building a grammar's search costs more
 *   than the rest of a request besides the decode). "drop" forgets a kept search; the caller
 *   decides which ones to keep, so memory stays bounded. Raw audio instead of base64 in JSON
 *   saves encoding, parsing and decoding it.
 * Response: {"id":1,"ok":true,"hyp":"name","score":-123,"frames":250,"segs":[["name",10,80]],"ms":12.5,"cpu":12.1}
 *   (ms: wall time of the request in the helper; cpu: the helper's CPU time for it, which other
 *   work on the machine barely changes)
 *       or  {"id":1,"ok":false,"error":"..."}
 * Usage: sphinx-helper HMM_DIR DICT_FILE [-name value ...]
 * Optional settings: model files (-mllr -mean -var -tmat: adaptation to learner speech) and
 * search beams/penalties (-beam -wbeam -pbeam -lw -wip -pip); anything else is refused.
 */
#define _GNU_SOURCE
#include <pocketsphinx.h>
#include <sphinxbase/fsg_model.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

typedef struct {
    const char *p;
    const char *end;
} cursor_t;

static void skip_ws(cursor_t *c) {
    while (c->p < c->end && (*c->p == ' ' || *c->p == '\t' || *c->p == '\r' || *c->p == '\n')) c->p++;
}

/* Parses a JSON string at the cursor into a new heap buffer (ASCII escapes; others become '?'). */
static char *parse_string(cursor_t *c) {
    skip_ws(c);
    if (c->p >= c->end || *c->p != '"') return NULL;
    c->p++;
    size_t cap = 64, len = 0;
    char *out = malloc(cap);
    if (!out) return NULL;
    while (c->p < c->end && *c->p != '"') {
        char ch = *c->p++;
        if (ch == '\\' && c->p < c->end) {
            char esc = *c->p++;
            switch (esc) {
            case 'n': ch = '\n'; break;
            case 't': ch = '\t'; break;
            case 'r': ch = '\r'; break;
            case 'b': ch = '\b'; break;
            case 'f': ch = '\f'; break;
            case 'u':
                if (c->end - c->p < 4) { free(out); return NULL; }
                {
                    char hex[5] = {c->p[0], c->p[1], c->p[2], c->p[3], 0};
                    long code = strtol(hex, NULL, 16);
                    ch = code < 128 ? (char)code : '?';
                }
                c->p += 4;
                break;
            default: ch = esc; break;
            }
        }
        if (len + 1 >= cap) {
            cap *= 2;
            char *grown = realloc(out, cap);
            if (!grown) { free(out); return NULL; }
            out = grown;
        }
        out[len++] = ch;
    }
    if (c->p >= c->end) { free(out); return NULL; }
    c->p++; /* closing quote */
    out[len] = 0;
    return out;
}

/* Skips any JSON value (used for keys this helper does not know). */
static int skip_value(cursor_t *c) {
    skip_ws(c);
    if (c->p >= c->end) return -1;
    if (*c->p == '"') { char *s = parse_string(c); if (!s) return -1; free(s); return 0; }
    if (*c->p == '{' || *c->p == '[') {
        int depth = 0, in_string = 0;
        while (c->p < c->end) {
            char ch = *c->p++;
            if (in_string) { if (ch == '\\') c->p++; else if (ch == '"') in_string = 0; continue; }
            if (ch == '"') in_string = 1;
            else if (ch == '{' || ch == '[') depth++;
            else if (ch == '}' || ch == ']') { if (--depth == 0) return 0; }
        }
        return -1;
    }
    while (c->p < c->end && *c->p != ',' && *c->p != '}' && *c->p != ']') c->p++;
    return 0;
}

static void print_json_string(const char *s) {
    putchar('"');
    for (; *s; s++) {
        if (*s == '"' || *s == '\\') { putchar('\\'); putchar(*s); }
        else if ((unsigned char)*s < 0x20) printf("\\u%04x", *s);
        else putchar(*s);
    }
    putchar('"');
}

static void reply_error(double id, const char *message) {
    printf("{\"id\":%.0f,\"ok\":false,\"error\":", id);
    print_json_string(message);
    printf("}\n");
    fflush(stdout);
}

static double clock_ms(clockid_t clock) {
    struct timespec ts;
    clock_gettime(clock, &ts);
    return ts.tv_sec * 1000.0 + ts.tv_nsec / 1e6;
}

static double now_ms(void) { return clock_ms(CLOCK_MONOTONIC); }

/* Reads exactly `length` bytes of audio after the request line (also when the request is refused,
 * so that the next line starts where it should). */
static unsigned char *read_audio(size_t length) {
    unsigned char *pcm = malloc(length ? length : 1);
    if (!pcm) return NULL;
    if (length > 0 && fread(pcm, 1, length, stdin) != length) { free(pcm); return NULL; }
    return pcm;
}

/* Returns 0 when the audio could not be read (stdin closed or out of memory): the caller stops. */
static int handle(ps_decoder_t *ps, cmd_ln_t *config, const char *line, size_t length) {
    cursor_t c = {line, line + length};
    double id = -1, bytes = -1;
    char *fsg_text = NULL, *search = NULL, *drop = NULL;
    int ok = 1, words_ok = 1;
    double started = now_ms(), cpu_started = clock_ms(CLOCK_PROCESS_CPUTIME_ID);

    skip_ws(&c);
    /* Without the request's audio length the stream cannot go on: answer, then stop (the caller
     * starts a new helper). */
    if (c.p >= c.end || *c.p != '{') { reply_error(id, "request is not a JSON object"); return 0; }
    c.p++;
    while (ok) {
        skip_ws(&c);
        if (c.p < c.end && *c.p == '}') break;
        char *key = parse_string(&c);
        if (!key) { ok = 0; break; }
        skip_ws(&c);
        if (c.p >= c.end || *c.p != ':') { free(key); ok = 0; break; }
        c.p++;
        skip_ws(&c);
        if (strcmp(key, "id") == 0) {
            id = strtod(c.p, (char **)&c.p);
        } else if (strcmp(key, "bytes") == 0) {
            bytes = strtod(c.p, (char **)&c.p);
        } else if (strcmp(key, "fsg") == 0) {
            fsg_text = parse_string(&c);
            ok = fsg_text != NULL;
        } else if (strcmp(key, "search") == 0) {
            search = parse_string(&c);
            ok = search != NULL;
        } else if (strcmp(key, "drop") == 0) {
            drop = parse_string(&c);
            ok = drop != NULL;
        } else if (strcmp(key, "words") == 0) {
            /* [["name","PH PH"],...]: add each word the decoder does not know yet. */
            if (*c.p != '[') { ok = 0; } else {
                c.p++;
                for (;;) {
                    skip_ws(&c);
                    if (c.p < c.end && *c.p == ']') { c.p++; break; }
                    if (c.p >= c.end || *c.p != '[') { ok = 0; break; }
                    c.p++;
                    char *name = parse_string(&c);
                    skip_ws(&c);
                    if (c.p < c.end && *c.p == ',') c.p++;
                    char *phones = parse_string(&c);
                    skip_ws(&c);
                    if (!name || !phones || c.p >= c.end || *c.p != ']') { free(name); free(phones); ok = 0; break; }
                    c.p++;
                    char *known = ps_lookup_word(ps, name);
                    if (known) free(known);
                    else if (ps_add_word(ps, name, phones, FALSE) < 0) words_ok = 0;
                    free(name);
                    free(phones);
                    skip_ws(&c);
                    if (c.p < c.end && *c.p == ',') c.p++;
                }
            }
        } else {
            ok = skip_value(&c) == 0;
        }
        free(key);
        skip_ws(&c);
        if (c.p < c.end && *c.p == ',') c.p++;
    }
    /* The audio follows the line whatever else the line said. */
    if (bytes < 0 || bytes > 64e6) {
        reply_error(id, "malformed request or bad audio length");
        free(fsg_text); free(search); free(drop);
        return 0;
    }
    size_t audio_bytes = (size_t)bytes;
    unsigned char *pcm = read_audio(audio_bytes);
    if (!pcm) { free(fsg_text); free(search); free(drop); return 0; }

    if (drop) {
        /* The caller never drops the search this request uses. */
        if (!search || strcmp(drop, search) != 0) ps_unset_search(ps, drop);
        free(drop);
    }
    if (!ok || !words_ok || !search || audio_bytes < 2) {
        reply_error(id, !ok ? "malformed request" : !words_ok ? "unknown phone"
                        : !search ? "request needs a search name" : "no audio");
        free(fsg_text); free(search); free(pcm);
        return 1;
    }
    if (fsg_text) {
        FILE *fp = fmemopen(fsg_text, strlen(fsg_text), "r");
        fsg_model_t *fsg = fp ? fsg_model_read(fp, ps_get_logmath(ps), cmd_ln_float32_r(config, "-lw")) : NULL;
        if (fp) fclose(fp);
        free(fsg_text);
        if (!fsg || ps_set_fsg(ps, search, fsg) != 0) {
            if (fsg) fsg_model_free(fsg);
            free(search); free(pcm);
            reply_error(id, "grammar rejected");
            return 1;
        }
        fsg_model_free(fsg); /* the search holds its own reference */
    }
    int switched = ps_set_search(ps, search) == 0;
    free(search);
    if (!switched) { free(pcm); reply_error(id, "unknown search"); return 1; }

    int32 score = 0;
    ps_start_utt(ps);
    ps_process_raw(ps, (int16 *)pcm, audio_bytes / 2, FALSE, TRUE);
    ps_end_utt(ps);
    free(pcm);
    const char *hyp = ps_get_hyp(ps, &score);
    int frames = ps_get_n_frames(ps);

    printf("{\"id\":%.0f,\"ok\":true,\"hyp\":", id);
    print_json_string(hyp ? hyp : "");
    printf(",\"score\":%d,\"frames\":%d,\"segs\":[", score, frames);
    int first = 1;
    for (ps_seg_t *seg = ps_seg_iter(ps); seg; seg = ps_seg_next(seg)) {
        int sf, ef;
        ps_seg_frames(seg, &sf, &ef);
        printf("%s[", first ? "" : ",");
        print_json_string(ps_seg_word(seg));
        printf(",%d,%d]", sf, ef);
        first = 0;
    }
    printf("],\"ms\":%.2f,\"cpu\":%.2f}\n", now_ms() - started,
           clock_ms(CLOCK_PROCESS_CPUTIME_ID) - cpu_started);
    fflush(stdout);
    return 1;
}

int main(int argc, char **argv) {
    if (argc < 3) {
        fprintf(stderr, "usage: %s HMM_DIR DICT_FILE [-name value ...]\n", argv[0]);
        return 2;
    }
    /* Settings that do not drift between requests: no adaptive noise removal or silence
     * detection; endpointing is done by the caller. */
    cmd_ln_t *config = cmd_ln_init(NULL, ps_args(), TRUE, "-hmm", argv[1], "-dict", argv[2],
                                   "-remove_noise", "no", "-remove_silence", "no", "-bestpath", "no",
                                   "-logfn", "/dev/null", NULL);
    if (!config) { fprintf(stderr, "bad configuration\n"); return 1; }
    /* Settings naming model files (strings) and search beams/penalties (numbers); others would
     * need other typed setters. */
    static const char *const file_settings[] = {"-mllr", "-mean", "-var", "-tmat", NULL};
    static const char *const number_settings[] = {"-beam", "-wbeam", "-pbeam", "-lw", "-wip",
                                                  "-pip", NULL};
    for (int i = 3; i + 1 < argc; i += 2) {
        int is_file = 0, is_number = 0;
        for (int k = 0; file_settings[k]; k++) is_file |= strcmp(argv[i], file_settings[k]) == 0;
        for (int k = 0; number_settings[k]; k++) is_number |= strcmp(argv[i], number_settings[k]) == 0;
        if (is_file) cmd_ln_set_str_r(config, argv[i], argv[i + 1]);
        else if (is_number) cmd_ln_set_float_r(config, argv[i], atof(argv[i + 1]));
        else { fprintf(stderr, "unsupported setting %s\n", argv[i]); return 1; }
    }
    ps_decoder_t *ps = ps_init(config);
    if (!ps) { fprintf(stderr, "decoder failed to start\n"); return 1; }
    printf("{\"ready\":true}\n");
    fflush(stdout);

    char *line = NULL;
    size_t cap = 0;
    ssize_t n;
    while ((n = getline(&line, &cap, stdin)) > 0) {
        if (n <= 1) continue;
        if (!handle(ps, config, line, (size_t)n)) break;
    }
    free(line);
    ps_free(ps);
    cmd_ln_free_r(config);
    return 0;
}
