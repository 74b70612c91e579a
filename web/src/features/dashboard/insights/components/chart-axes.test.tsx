import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { everyNth, plainTick } from './chart-axes';

describe('a chart’s axis labels', () => {
  it('label at most six ticks: every fifth day of 30, every fifteenth of 90, every one of six or fewer', () => {
    expect(everyNth(30)).toBe(4);
    expect(everyNth(90)).toBe(14);
    expect(everyNth(6)).toBe(0);
    expect(everyNth(1)).toBe(0);
    expect(everyNth(0)).toBe(0);
    for (const count of [7, 30, 31, 90]) expect(Math.ceil(count / (everyNth(count) + 1))).toBeLessThanOrEqual(6);
  });

  it('draw a label as plain text where the library places it, in its words, hanging under a day and centred beside a count', () => {
    const Day = plainTick((day: string) => `day ${day}`, 'gray');
    const Count = plainTick(String, 'gray');
    const { container } = render(
      <svg>
        <Day x={10} y={20} payload={{ value: 'Nov 28' }} textAnchor="middle" verticalAnchor="start" />
        <Count x={30} y={40} payload={{ value: 3 }} textAnchor="end" verticalAnchor="middle" />
      </svg>,
    );
    const [day, count] = container.querySelectorAll('text');
    expect(day).toHaveTextContent('day Nov 28');
    expect(day).toHaveAttribute('dy', '0.71em');
    expect(day).toHaveAttribute('text-anchor', 'middle');
    expect(count).toHaveTextContent('3');
    expect(count).toHaveAttribute('dy', '0.355em');
    expect(count).toHaveAttribute('x', '30');
    expect(count).toHaveAttribute('fill', 'gray');
  });
});
