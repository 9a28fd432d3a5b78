/* Plain C copy-make perft for Warri, the baseline of rules.bench.ts: the same rules and node
 * definition as core/warri/perft.ts (RULES.md, Perft), compiled with gcc -O2 at bench time.
 * Usage: perft <mode> <depth> [h0 .. h11 capS capN side]
 * mode: 0 antigua, 1 abapa, 2 vari, 3 vari-strict. Prints "<nodes> <nanoseconds>". */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

enum { CAPTURE_AND_MOVE_AGAIN, CAPTURE_NOTHING, FORBIDDEN_UNLESS_FORCED, FORBIDDEN };

typedef struct {
  uint8_t hole[12];
  uint8_t captures[2];
  uint8_t side;
} Position;

static int mode;

static int row_sum(const Position *p, int first) {
  const uint8_t *h = p->hole + first;
  return h[0] + h[1] + h[2] + h[3] + h[4] + h[5];
}

static int sow(const Position *p, Position *c, int hole) {
  *c = *p;
  int seeds = c->hole[hole];
  c->hole[hole] = 0;
  int last = hole;
  if (seeds < 12) {
    while (seeds-- > 0) {
      if (++last == 12) last = 0;
      c->hole[last]++;
    }
  } else {
    while (seeds > 0) {
      if (++last == 12) last = 0;
      if (last != hole) {
        c->hole[last]++;
        seeds--;
      }
    }
  }
  return last;
}

static void capture(Position *c, int last, int low, int mover) {
  int taken = 0;
  for (int h = last; h >= low; h--) {
    taken += c->hole[h];
    c->hole[h] = 0;
  }
  c->captures[mover] += taken;
}

static uint64_t count(const Position *p, int depth) {
  if (p->captures[0] >= 25 || p->captures[1] >= 25 || (p->captures[0] == 24 && p->captures[1] == 24)) return 0;
  int mover = p->side;
  int own = mover == 0 ? 0 : 6;
  int opp = 6 - own;
  int must_feed = row_sum(p, opp) == 0;
  Position c;
  uint64_t nodes = 0;
  int legal = 0, grand_slams = 0;
  for (int hole = own; hole < own + 6; hole++) {
    if (p->hole[hole] == 0) continue;
    int last = sow(p, &c, hole);
    int low = last + 1;
    if (last >= opp && last < opp + 6) {
      while (low > opp && (c.hole[low - 1] == 2 || c.hole[low - 1] == 3)) low--;
    }
    int next = mover ^ 1;
    if (low <= last) {
      int rest = 0;
      for (int h = opp; h < low; h++) rest += c.hole[h];
      for (int h = last + 1; h < opp + 6; h++) rest += c.hole[h];
      if (rest > 0) {
        capture(&c, last, low, mover);
      } else if (mode == CAPTURE_NOTHING) {
        /* the seeds stay: the move feeds */
      } else if (must_feed || mode == FORBIDDEN) {
        continue;
      } else if (mode == FORBIDDEN_UNLESS_FORCED) {
        grand_slams |= 1 << hole;
        continue;
      } else {
        capture(&c, last, low, mover);
        next = mover;
      }
    } else if (must_feed && row_sum(&c, opp) == 0) {
      continue;
    }
    c.side = next;
    legal++;
    nodes += depth == 1 ? 1 : count(&c, depth - 1);
  }
  if (legal == 0 && grand_slams != 0) {
    for (int hole = own; hole < own + 6; hole++) {
      if (!(grand_slams & (1 << hole))) continue;
      int last = sow(p, &c, hole);
      int low = last;
      while (low > opp && (c.hole[low - 1] == 2 || c.hole[low - 1] == 3)) low--;
      capture(&c, last, low, mover);
      c.side = mover ^ 1;
      nodes += depth == 1 ? 1 : count(&c, depth - 1);
    }
  }
  return nodes;
}

int main(int argc, char **argv) {
  if (argc != 3 && argc != 18) {
    fprintf(stderr, "usage: perft <mode 0-3> <depth> [h0 .. h11 capS capN side(0 S, 1 N)]\n");
    return 2;
  }
  mode = atoi(argv[1]);
  int depth = atoi(argv[2]);
  Position start;
  for (int i = 0; i < 12; i++) start.hole[i] = argc == 18 ? (uint8_t)atoi(argv[3 + i]) : 4;
  start.captures[0] = argc == 18 ? (uint8_t)atoi(argv[15]) : 0;
  start.captures[1] = argc == 18 ? (uint8_t)atoi(argv[16]) : 0;
  start.side = argc == 18 ? (uint8_t)atoi(argv[17]) : 0;
  struct timespec t0, t1;
  clock_gettime(CLOCK_MONOTONIC, &t0);
  uint64_t nodes = depth == 0 ? 1 : count(&start, depth);
  clock_gettime(CLOCK_MONOTONIC, &t1);
  long long ns = (long long)(t1.tv_sec - t0.tv_sec) * 1000000000LL + (t1.tv_nsec - t0.tv_nsec);
  printf("%llu %lld\n", (unsigned long long)nodes, ns);
  return 0;
}
