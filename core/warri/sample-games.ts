import type { EndReason } from './adjudicate';
import type { Side } from './position';
import type { RuleSetId } from './rule-sets';

/** A pinned legal finished game, for demos and seeds: its rules, moves from the start (South first) and outcome. */
export interface SampleGame {
  name: string;
  rules: RuleSetId;
  moves: string;
  outcome: { captures: readonly [number, number]; winner: Side | null; end: EndReason; plies: number };
}

/**
 * Finished games of random legal play, pinned (a test adjudicates each against its outcome):
 * under antigua a 24–24 draw (its last move a grand slam), a South win and a North win, then
 * one game under each other rule set.
 */
export const SAMPLE_GAMES: readonly SampleGame[] = [
  {
    name: 'antigua-draw-24-24',
    rules: 'antigua',
    moves:
      '1. C b 2. A e 3. C d 4. A c 5. A d 6. B f 7. F b 8. D a 9. A e 10. C d 11. A b 12. D f 13. B a 14. C b ' +
      '15. A e 16. D c 17. B e 18. D b 19. C f 20. D d 21. E c 22. B a 23. A d 24. C f 25. F a 26. E c 27. D b ' +
      '28. E c 29. F d 30. A e 31. C d 32. E e 33. D f 34. D a 35. E d 36. F c 37. B e 38. C a 39. E a 40. F a ' +
      '41. D b 42. F c 43. A f 44. A d 45. E e 46. F f',
    outcome: { captures: [24, 24], winner: null, end: 'score', plies: 92 },
  },
  {
    name: 'antigua-south-wins',
    rules: 'antigua',
    moves:
      '1. E b 2. B d 3. F d 4. C b 5. E a 6. D b 7. C f 8. D a 9. E c 10. F a 11. E b 12. A b 13. B f 14. C d ' +
      '15. F b 16. C c 17. A e 18. A a 19. F f 20. A d 21. A f 22. C e 23. E a 24. F f 25. D c 26. F b 27. C f ' +
      '28. E d 29. D a 30. F f 31. E b 32. F e 33. B c 34. A f 35. B b 36. E e 37. F c 38. C d 39. E e 40. F',
    outcome: { captures: [27, 8], winner: 'S', end: 'score', plies: 79 },
  },
  {
    name: 'antigua-north-wins',
    rules: 'antigua',
    moves:
      '1. D a 2. C f 3. F b 4. D e 5. C f 6. C c 7. A c 8. C a 9. D a 10. E e 11. C a 12. B c 13. E e 14. C a ' +
      '15. D d 16. F b 17. E c 18. D f 19. B d 20. A b 21. D c 22. B e 23. D a 24. B b 25. E f 26. A e 27. D c ' +
      '28. B e 29. F f 30. C f 31. F e 32. A a 33. F b 34. E d 35. F e 36. A f 37. D a 38. F a 39. B a 40. D c ' +
      '41. D e 42. E a 43. F f 44. A a 45. B c 46. C a 47. E c 48. D a 49. E b 50. B e 51. E a 52. D d 53. B f ' +
      '54. B e 55. F e 56. A a 57. B f 58. A d 59. E b 60. B e 61. F f',
    outcome: { captures: [8, 26], winner: 'N', end: 'score', plies: 122 },
  },
  {
    name: 'abapa-north-wins',
    rules: 'abapa',
    moves:
      '1. F f 2. B a 3. A e 4. C f 5. F d 6. C c 7. E a 8. D e 9. C f 10. B a 11. C d 12. A b 13. F a 14. A e ' +
      '15. B a 16. C d 17. D d 18. E d 19. F b 20. B e 21. D c 22. E e 23. B d 24. D f 25. F e 26. C b 27. E d ' +
      '28. A c 29. E e 30. B f 31. C d 32. F b 33. D e 34. E d 35. A b 36. B c 37. C e 38. F b 39. D f 40. F d ' +
      '41. E c 42. B d 43. F e 44. C a 45. F c 46. D b 47. E c 48. C d 49. D e',
    outcome: { captures: [13, 27], winner: 'N', end: 'score', plies: 98 },
  },
  {
    name: 'vari-no-moves',
    rules: 'vari',
    moves:
      '1. E b 2. C a 3. A e 4. B d 5. B f 6. E b 7. B c 8. D e 9. C c 10. E f 11. C e 12. D d 13. A a 14. F b ' +
      '15. C e 16. E a 17. D f 18. A d 19. C a 20. F a 21. A e 22. B f 23. A c 24. D b 25. A c 26. F e 27. E a ' +
      '28. C f 29. D d 30. B f 31. F a 32. A e 33. B b 34. E c 35. D f 36. F d 37. C e 38. D f 39. E a 40. F',
    outcome: { captures: [21, 27], winner: 'N', end: 'no-moves', plies: 79 },
  },
  {
    name: 'vari-strict-cycle',
    rules: 'vari-strict',
    moves:
      '1. D f 2. A d 3. B c 4. B f 5. D b 6. E e 7. B d 8. F f 9. C b 10. E e 11. A c 12. A e 13. B d 14. B e ' +
      '15. D c 16. F c 17. C d 18. D f 19. E a 20. B d 21. E c 22. F b 23. A e 24. A d 25. F f 26. A a 27. C e ' +
      '28. E b 29. F c 30. B b 31. D f 32. E a 33. B b 34. F d 35. C f 36. E e 37. D b 38. B a 39. C f 40. D b ' +
      '41. E a 42. F c 43. A a 44. B d 45. C b 46. D c 47. E e 48. A f 49. A d 50. B e 51. D f 52. F a 53. E b ' +
      '54. C c 55. D d 56. E e 57. A f 58. F b 59. A a 60. B b 61. C c 62. D d 63. E e',
    outcome: { captures: [23, 25], winner: 'N', end: 'cycle', plies: 126 },
  },
];
