import { describe, expect, it } from 'vitest';
import { ApiErrorBodySchema } from './error-body.ts';
import { ERROR_CATALOGUE } from './error-catalogue.ts';
import { ERROR_CODES, isErrorCode } from './errors.ts';

/** The numeric codes of the specification's error catalogue (§8), every one of which must exist. */
const SPEC_CODES = [
  '101', '102', '103', '104', '111', '112', '141', '201', '202', '203', '241', '301', '302', '303', '304',
  '341', '361', '362', '401', '403', '441', '461', '462', '501', '502', '503', '541', '542', '601', '602',
  '603', '604', '641', '644', '663', '701', '702', '703', '704', '741', '744', '801', '802', '803', '804',
  '841', '844', '901', '902', '903', '904', '1002', '1003', '1004', '1005', '1006', '1007', '1008', '1101',
  '1102', '1103', '1104',
];

describe('error catalogue', () => {
  it('holds every code of the specification', () => {
    expect(SPEC_CODES.filter((code) => !isErrorCode(code))).toEqual([]);
  });

  it('gives every code an error status and a message', () => {
    for (const code of ERROR_CODES) {
      const { status, message } = ERROR_CATALOGUE[code];
      expect(status, code).toBeGreaterThanOrEqual(400);
      expect(status, code).toBeLessThan(600);
      expect(message.length, code).toBeGreaterThan(0);
    }
  });

  it('answers permission codes with 403 and missing objects with 404', () => {
    for (const code of ['101', '202', '303', '403', '503', '603', '703', '803', '904'] as const) {
      expect(ERROR_CATALOGUE[code].status, code).toBe(403);
    }
    for (const code of ['141', '241', '341', '441', '541', '641', '741', '841'] as const) {
      expect(ERROR_CATALOGUE[code].status, code).toBe(404);
    }
  });

  it('recognises only catalogue codes', () => {
    expect(isErrorCode('1101')).toBe(true);
    expect(isErrorCode(1101)).toBe(false);
    expect(isErrorCode('toString')).toBe(false);
    expect(isErrorCode('9999')).toBe(false);
  });

  it('parses error bodies with or without details', () => {
    expect(ApiErrorBodySchema.parse({ code: 'NOT_FOUND', message: 'x' })).toEqual({ code: 'NOT_FOUND', message: 'x' });
    expect(ApiErrorBodySchema.safeParse({ code: 'NOPE', message: 'x' }).success).toBe(false);
  });
});
