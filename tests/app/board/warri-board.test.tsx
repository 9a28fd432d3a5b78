import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { WarriBoard } from '@/app/_components/board/warri-board';
import { START_POSITION, makePosition, parsePosition, play, ruleSet, type Move } from '@/core/warri';
import { loadMessages } from '@/i18n/request';
import { inEnglish } from '../in-english';

const render = (board: ReactNode) => renderToStaticMarkup(inEnglish(board));

const holesInOrder = (html: string) => [...html.matchAll(/data-hole="([A-Fa-f])"/g)].map((m) => m[1]);

describe('WarriBoard', () => {
  it("draws North's row f…a above South's row A…F, each hole labelled with its count", () => {
    const position = parsePosition('1,2,3,4,5,6/7,8,0,1,1,2/0,8/N');
    if (!position.ok) throw new Error(position.error.message);
    const html = render(<WarriBoard position={position.value} southName="Keisha" northName="Jahmal" />);
    expect(holesInOrder(html)).toEqual(['f', 'e', 'd', 'c', 'b', 'a', 'A', 'B', 'C', 'D', 'E', 'F']);
    expect(html).toContain('aria-label="South (Keisha) hole C: 3 seeds"');
    expect(html).toContain('aria-label="North (Jahmal) hole c: 0 seeds"');
    expect(html).toContain('aria-label="North (Jahmal) hole d: 1 seed"');
    expect(html).toContain('aria-label="Jahmal (North) has captured 8"');
    expect(html).toContain('aria-label="Warri board, Jahmal to move"');
    expect(html).not.toContain('<button');
  });

  it('makes only the playable holes enabled buttons', () => {
    const html = render(
      <WarriBoard position={START_POSITION} playable={['A', 'C'] satisfies Move[]} onPlay={() => {}} />,
    );
    const buttons = [...html.matchAll(/<button[^>]*>/g)].map((m) => m[0]);
    expect(buttons).toHaveLength(12);
    const enabled = buttons.filter((b) => !b.includes(' disabled=""')).map((b) => /data-hole="(\w)"/.exec(b)![1]);
    expect(enabled).toEqual(['A', 'C']);
    expect(html).toContain('aria-label="Play South hole A: 4 seeds"');
  });

  it('names each hole with the text it shows: the count, the letter under it kept outside the hole', () => {
    const position = parsePosition('1,12,3,0,0,6/7,0,0,1,0,2/10,6/S');
    if (!position.ok) throw new Error(position.error.message);
    for (const board of [
      <WarriBoard key="replay" position={position.value} />,
      <WarriBoard key="table" position={position.value} playable={['A', 'B']} onPlay={() => {}} />,
    ]) {
      const html = render(board);
      const holes = [...html.matchAll(/aria-label="([^"]*)" [^>]*data-hole="(\w)"[^>]*>(.*?)<\/(?:button|div)>/g)];
      expect(holes).toHaveLength(12);
      for (const [, name, letter, inner] of holes) {
        const shown = inner.replace(/<[^>]+>/g, '');
        expect(shown).toBe(String(position.value.board['ABCDEFabcdef'.indexOf(letter)]));
        expect(name).toContain(`hole ${letter}: ${shown} seed`);
      }
    }
  });

  it('marks the hole emptied, the holes sown and the holes captured by a move', () => {
    const rules = ruleSet('antigua');
    if (!rules.ok) throw new Error('rules');
    const from = makePosition([0, 0, 0, 0, 2, 2, 1, 1, 0, 0, 0, 0], [20, 22], 'S');
    const played = play(from, 'F', rules.value);
    if (!played.ok) throw new Error(played.error.message);
    const { report } = played.value;
    expect(report.captured.length).toBeGreaterThan(0);
    const html = render(
      <WarriBoard
        position={played.value.position}
        highlight={{ from: 5, sown: report.sown, captured: report.captured.map((c) => c.hole) }}
        caption="F captures"
      />,
    );
    const toneOf = (letter: string) => new RegExp(`data-hole="${letter}" class="[^"]*"`).exec(html)![0];
    expect(toneOf('F')).toContain('ring-sky-800');
    for (const hole of report.captured.map((c) => c.hole))
      expect(toneOf('ABCDEFabcdef'[hole])).toContain('ring-red-700');
    expect(html).toContain('aria-live="polite"');
  });

  it('says the result instead of a side to move once the game is over', () => {
    const position = parsePosition('0,0,0,0,0,0/0,0,0,0,0,0/22,26/S');
    if (!position.ok) throw new Error(position.error.message);
    const html = render(
      <WarriBoard
        position={position.value}
        southName="Keisha"
        northName="Jahmal"
        result="Jahmal (North) wins 26–22."
      />,
    );
    expect(html).not.toContain('to move');
    expect(html).toContain('aria-label="Warri board, game over"');
    expect(html).toMatch(/<strong data-result="[^"]*"[^>]*>Result: Jahmal \(North\) wins 26–22\.<\/strong>/);
  });

  it.each([
    ['ru', 'Юг (Keisha), лунка C: 3 семени', 'Jahmal (Север), взято: 8', 'Доска варри, ходит Jahmal', 'Ю'],
    ['uk', 'Південь (Keisha), лунка C: 3 зерна', 'Jahmal (Північ), взято: 8', 'Дошка варрі, ходить Jahmal', 'Пд'],
    ['fr', 'Sud (Keisha), case C : 3 graines', 'Jahmal (Nord), prises : 8', 'Plateau de warri, Jahmal au trait', 'S'],
  ] as const)('names the holes, the stores and the side to move in %s', async (locale, hole, store, board, south) => {
    const position = parsePosition('1,2,3,4,5,6/7,8,0,1,1,2/0,8/N');
    if (!position.ok) throw new Error(position.error.message);
    const html = renderToStaticMarkup(
      <NextIntlClientProvider locale={locale} messages={await loadMessages(locale)} timeZone="UTC">
        <WarriBoard position={position.value} southName="Keisha" northName="Jahmal" />
      </NextIntlClientProvider>,
    );
    expect(html).toContain(`aria-label="${hole}"`);
    expect(html).toContain(`aria-label="${store}"`);
    expect(html).toContain(`aria-label="${board}"`);
    expect(html).toMatch(new RegExp(`aria-hidden="true"[^>]*>${south}</span>`));
    expect(html).not.toMatch(/seeds?"|South|North|to move/);
  });
});
