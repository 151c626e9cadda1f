import { sampledLog } from './sampled-log';

describe('sampledLog', () => {
  it('writes the first line of each window, then says how many it left out', () => {
    const lines: string[] = [];
    let clock = 0;
    const log = sampledLog(
      (line) => lines.push(line),
      10_000,
      () => clock,
    );
    log('503: a');
    clock = 5_000;
    log('503: b');
    log('503: c');
    expect(lines).toEqual(['503: a']);
    clock = 10_000;
    log('503: d');
    clock = 20_500;
    log('503: e');
    expect(lines).toEqual(['503: a', '503: d (2 more like it since the last line)', '503: e']);
  });
});
