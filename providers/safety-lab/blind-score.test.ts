import blind116 from './crisis-sets/held-back/blind-116.json' with { type: 'json' };
import blind117 from './crisis-sets/held-back/blind-117.json' with { type: 'json' };
import blind118 from './crisis-sets/held-back/blind-118.json' with { type: 'json' };
import blind119 from './crisis-sets/held-back/blind-119.json' with { type: 'json' };
import blind120 from './crisis-sets/held-back/blind-120.json' with { type: 'json' };
import blind121 from './crisis-sets/held-back/blind-121.json' with { type: 'json' };
import blind122 from './crisis-sets/held-back/blind-122.json' with { type: 'json' };
import blind123 from './crisis-sets/held-back/blind-123.json' with { type: 'json' };
import blind124 from './crisis-sets/held-back/blind-124.json' with { type: 'json' };
import blind125 from './crisis-sets/held-back/blind-125.json' with { type: 'json' };
import blind126 from './crisis-sets/held-back/blind-126.json' with { type: 'json' };
import blind127 from './crisis-sets/held-back/blind-127.json' with { type: 'json' };
import blind128 from './crisis-sets/held-back/blind-128.json' with { type: 'json' };
import blind129 from './crisis-sets/held-back/blind-129.json' with { type: 'json' };
import blind130 from './crisis-sets/held-back/blind-130.json' with { type: 'json' };
import blind131 from './crisis-sets/held-back/blind-131.json' with { type: 'json' };
import blind132 from './crisis-sets/held-back/blind-132.json' with { type: 'json' };
import blind133 from './crisis-sets/held-back/blind-133.json' with { type: 'json' };
import blind134 from './crisis-sets/held-back/blind-134.json' with { type: 'json' };
import blind135 from './crisis-sets/held-back/blind-135.json' with { type: 'json' };
import blind136 from './crisis-sets/held-back/blind-136.json' with { type: 'json' };
import blind137 from './crisis-sets/held-back/blind-137.json' with { type: 'json' };
import blind138 from './crisis-sets/held-back/blind-138.json' with { type: 'json' };
import blind139 from './crisis-sets/held-back/blind-139.json' with { type: 'json' };
import blind140 from './crisis-sets/held-back/blind-140.json' with { type: 'json' };
import blind141 from './crisis-sets/held-back/blind-141.json' with { type: 'json' };
import blind142 from './crisis-sets/held-back/blind-142.json' with { type: 'json' };
import blind143 from './crisis-sets/held-back/blind-143.json' with { type: 'json' };
import blind144 from './crisis-sets/held-back/blind-144.json' with { type: 'json' };
import blind145 from './crisis-sets/held-back/blind-145.json' with { type: 'json' };
import blind146 from './crisis-sets/held-back/blind-146.json' with { type: 'json' };
import blind147 from './crisis-sets/held-back/blind-147.json' with { type: 'json' };
import blind148 from './crisis-sets/held-back/blind-148.json' with { type: 'json' };
import blind149 from './crisis-sets/held-back/blind-149.json' with { type: 'json' };
import blind150 from './crisis-sets/held-back/blind-150.json' with { type: 'json' };
import blind151 from './crisis-sets/held-back/blind-151.json' with { type: 'json' };
import blind152 from './crisis-sets/held-back/blind-152.json' with { type: 'json' };
import blind153 from './crisis-sets/held-back/blind-153.json' with { type: 'json' };
import blind154 from './crisis-sets/held-back/blind-154.json' with { type: 'json' };
import blind155 from './crisis-sets/held-back/blind-155.json' with { type: 'json' };
import blind156 from './crisis-sets/held-back/blind-156.json' with { type: 'json' };
import blind157 from './crisis-sets/held-back/blind-157.json' with { type: 'json' };
import blind158 from './crisis-sets/held-back/blind-158.json' with { type: 'json' };
import blind159 from './crisis-sets/held-back/blind-159.json' with { type: 'json' };
import blind160 from './crisis-sets/held-back/blind-160.json' with { type: 'json' };
import blind161 from './crisis-sets/held-back/blind-161.json' with { type: 'json' };
import blind162 from './crisis-sets/held-back/blind-162.json' with { type: 'json' };
import blind163 from './crisis-sets/held-back/blind-163.json' with { type: 'json' };
import blind164 from './crisis-sets/held-back/blind-164.json' with { type: 'json' };
import blind165 from './crisis-sets/held-back/blind-165.json' with { type: 'json' };
import blind166 from './crisis-sets/held-back/blind-166.json' with { type: 'json' };
import blind167 from './crisis-sets/held-back/blind-167.json' with { type: 'json' };
import blind168 from './crisis-sets/held-back/blind-168.json' with { type: 'json' };
import blind169 from './crisis-sets/held-back/blind-169.json' with { type: 'json' };
import blind170 from './crisis-sets/held-back/blind-170.json' with { type: 'json' };
import blind171 from './crisis-sets/held-back/blind-171.json' with { type: 'json' };
import blind172 from './crisis-sets/held-back/blind-172.json' with { type: 'json' };
import blind173 from './crisis-sets/held-back/blind-173.json' with { type: 'json' };
import blind174 from './crisis-sets/held-back/blind-174.json' with { type: 'json' };
import blind175 from './crisis-sets/held-back/blind-175.json' with { type: 'json' };
import blind176 from './crisis-sets/held-back/blind-176.json' with { type: 'json' };
import blind177 from './crisis-sets/held-back/blind-177.json' with { type: 'json' };
import blind178 from './crisis-sets/held-back/blind-178.json' with { type: 'json' };
import blind179 from './crisis-sets/held-back/blind-179.json' with { type: 'json' };
import blind180 from './crisis-sets/held-back/blind-180.json' with { type: 'json' };
import blind181 from './crisis-sets/held-back/blind-181.json' with { type: 'json' };
import { describe, expect, it } from 'vitest';
import type { BlindItem } from './blind-sets.ts';
import { judge, type Judged } from './judge-candidate.ts';
import { verdict } from './risk-decision.ts';

/**
 * Issue 31: the shipped check (screenInput, as the AI routes use it) on the newest blind sets, written by helpers
 * who saw only a brief, never trained on (train-risk-model.ts does not read held-back/). The floors are the shipped
 * check's figures (session 30's model 7j: session 27's 7c, 6j's heads with the writer head's regression mixed half and
 * half with a small network, risk-net.ts, a head of its own for texts of ten words or fewer (7h), and since 7i and 7j
 * a network beside the someone-else and who heads too;
 * docs/decisions/0025-care-measured-blind.md): this test fails on a change that makes the
 * check worse on words it never trained on. They are below the targets, printed beside them; the issue stays
 * open until a set the check never saw meets those.
 *
 * The sets held back before (blind-18 to -115) judged their last candidates and are trained on now
 * (crisis-sets/judged/); their blind-first figures stay in the decision record and the rules files.
 */

const sets: { name: string; items: readonly BlindItem[] }[] = [
  // Z72 to Z77 (session 26): scored blind first on 6g, then chose 6i's who threshold as development sets.
  { name: 'blind-116', items: blind116 as BlindItem[] },
  { name: 'blind-117', items: blind117 as BlindItem[] },
  { name: 'blind-118', items: blind118 as BlindItem[] },
  { name: 'blind-119', items: blind119 as BlindItem[] },
  { name: 'blind-120', items: blind120 as BlindItem[] },
  { name: 'blind-121', items: blind121 as BlindItem[] },
  // Z78 to Z83: scored blind first on 6g, then judged 6i once (it shipped, then gave way to 6j).
  { name: 'blind-122', items: blind122 as BlindItem[] },
  { name: 'blind-123', items: blind123 as BlindItem[] },
  { name: 'blind-124', items: blind124 as BlindItem[] },
  { name: 'blind-125', items: blind125 as BlindItem[] },
  { name: 'blind-126', items: blind126 as BlindItem[] },
  { name: 'blind-127', items: blind127 as BlindItem[] },
  // Z84 to Z89: scored blind first on 6i and 6g; with Z72 to Z83, chose 6j's two who settings.
  { name: 'blind-128', items: blind128 as BlindItem[] },
  { name: 'blind-129', items: blind129 as BlindItem[] },
  { name: 'blind-130', items: blind130 as BlindItem[] },
  { name: 'blind-131', items: blind131 as BlindItem[] },
  { name: 'blind-132', items: blind132 as BlindItem[] },
  { name: 'blind-133', items: blind133 as BlindItem[] },
  // Z90 to Z95: scored blind first on 6i and 6g, then judged 6j once, which shipped: its judges.
  { name: 'blind-134', items: blind134 as BlindItem[] },
  { name: 'blind-135', items: blind135 as BlindItem[] },
  { name: 'blind-136', items: blind136 as BlindItem[] },
  { name: 'blind-137', items: blind137 as BlindItem[] },
  { name: 'blind-138', items: blind138 as BlindItem[] },
  { name: 'blind-139', items: blind139 as BlindItem[] },
  // Z96 to Z101: written after 6j shipped and scored blind first on it: the newest sets it never saw.
  { name: 'blind-140', items: blind140 as BlindItem[] },
  { name: 'blind-141', items: blind141 as BlindItem[] },
  { name: 'blind-142', items: blind142 as BlindItem[] },
  { name: 'blind-143', items: blind143 as BlindItem[] },
  { name: 'blind-144', items: blind144 as BlindItem[] },
  { name: 'blind-145', items: blind145 as BlindItem[] },
  // Z102 to Z107 (session 27): scored blind first on 6j, then judged 7c once, which shipped: its judges.
  { name: 'blind-146', items: blind146 as BlindItem[] },
  { name: 'blind-147', items: blind147 as BlindItem[] },
  { name: 'blind-148', items: blind148 as BlindItem[] },
  { name: 'blind-149', items: blind149 as BlindItem[] },
  { name: 'blind-150', items: blind150 as BlindItem[] },
  { name: 'blind-151', items: blind151 as BlindItem[] },
  // Z108 to Z113: written after 7c shipped and scored blind first on it: the newest sets it never saw.
  { name: 'blind-152', items: blind152 as BlindItem[] },
  { name: 'blind-153', items: blind153 as BlindItem[] },
  { name: 'blind-154', items: blind154 as BlindItem[] },
  { name: 'blind-155', items: blind155 as BlindItem[] },
  { name: 'blind-156', items: blind156 as BlindItem[] },
  { name: 'blind-157', items: blind157 as BlindItem[] },
  // Z114 to Z119 (session 28): scored blind first on 7c, then judged 7f once (round 14), which did not ship.
  { name: 'blind-158', items: blind158 as BlindItem[] },
  { name: 'blind-159', items: blind159 as BlindItem[] },
  { name: 'blind-160', items: blind160 as BlindItem[] },
  { name: 'blind-161', items: blind161 as BlindItem[] },
  { name: 'blind-162', items: blind162 as BlindItem[] },
  { name: 'blind-163', items: blind163 as BlindItem[] },
  // Z120 to Z125 (session 29): scored blind first on 7c, then judged 7h once (it shipped; RULES-session-29.md).
  { name: 'blind-164', items: blind164 as BlindItem[] },
  { name: 'blind-165', items: blind165 as BlindItem[] },
  { name: 'blind-166', items: blind166 as BlindItem[] },
  { name: 'blind-167', items: blind167 as BlindItem[] },
  { name: 'blind-168', items: blind168 as BlindItem[] },
  { name: 'blind-169', items: blind169 as BlindItem[] },
  // Z126 to Z131 (session 30): scored blind first on 7h, then judged 7i once (it shipped; RULES-session-30.md).
  { name: 'blind-170', items: blind170 as BlindItem[] },
  { name: 'blind-171', items: blind171 as BlindItem[] },
  { name: 'blind-172', items: blind172 as BlindItem[] },
  { name: 'blind-173', items: blind173 as BlindItem[] },
  { name: 'blind-174', items: blind174 as BlindItem[] },
  { name: 'blind-175', items: blind175 as BlindItem[] },
  // Z132 to Z137 (session 30): scored blind first on 7i, then judged 7j once (it shipped; RULES-session-30.md).
  { name: 'blind-176', items: blind176 as BlindItem[] },
  { name: 'blind-177', items: blind177 as BlindItem[] },
  { name: 'blind-178', items: blind178 as BlindItem[] },
  { name: 'blind-179', items: blind179 as BlindItem[] },
  { name: 'blind-180', items: blind180 as BlindItem[] },
  { name: 'blind-181', items: blind181 as BlindItem[] },
];

type Figures = Omit<Judged, 'atRiskNothing' | 'counts'>;

const figures = (items: readonly BlindItem[]): Figures => judge(items, verdict);

/** [floor measured (fails below / above), the target]. */
const bounds: Record<
  keyof Figures,
  { at: 'least' | 'most'; measured: Record<string, number>; target: number }
> = {
  crisisAnswered: {
    at: 'least',
    measured: {
      'blind-116': 0.992,
      'blind-117': 0.985,
      'blind-118': 0.969,
      'blind-119': 0.985,
      'blind-120': 0.969,
      'blind-121': 0.992,
      'blind-122': 0.992,
      'blind-123': 0.977,
      'blind-124': 0.992,
      'blind-125': 0.969,
      'blind-126': 0.992,
      'blind-127': 0.977,
      'blind-128': 1,
      'blind-129': 0.985,
      'blind-130': 0.954,
      'blind-131': 0.985,
      'blind-132': 0.985,
      'blind-133': 1,
      'blind-134': 0.977,
      'blind-135': 1,
      'blind-136': 0.992,
      'blind-137': 0.985,
      'blind-138': 0.977,
      'blind-139': 0.992,
      'blind-140': 1,
      'blind-141': 0.992,
      'blind-142': 0.969,
      'blind-143': 0.992,
      'blind-144': 1,
      'blind-145': 0.962,
      'blind-146': 0.992,
      'blind-147': 1,
      'blind-148': 1,
      'blind-149': 0.992,
      'blind-150': 0.977,
      'blind-151': 0.992,
      'blind-152': 0.954,
      'blind-153': 0.992,
      'blind-154': 0.992,
      'blind-155': 0.969,
      'blind-156': 0.985,
      'blind-157': 0.992,
      'blind-158': 1,
      'blind-159': 0.977,
      'blind-160': 0.985,
      'blind-161': 0.962,
      'blind-162': 0.969,
      'blind-163': 0.992,
      'blind-164': 1,
      'blind-165': 1,
      'blind-166': 0.977,
      'blind-167': 0.992,
      'blind-168': 0.977,
      'blind-169': 0.969,
      'blind-170': 0.962,
      'blind-171': 0.985,
      'blind-172': 0.977,
      'blind-173': 0.992,
      'blind-174': 0.969,
      'blind-175': 0.985,
      'blind-176': 0.977,
      'blind-177': 0.992,
      'blind-178': 0.985,
      'blind-179': 0.962,
      'blind-180': 0.992,
      'blind-181': 0.992,
    },
    target: 0.99,
  },
  crisisCard: {
    at: 'least',
    measured: {
      'blind-116': 0.954,
      'blind-117': 0.946,
      'blind-118': 0.9,
      'blind-119': 0.962,
      'blind-120': 0.931,
      'blind-121': 0.962,
      'blind-122': 0.946,
      'blind-123': 0.931,
      'blind-124': 0.938,
      'blind-125': 0.938,
      'blind-126': 0.946,
      'blind-127': 0.938,
      'blind-128': 0.923,
      'blind-129': 0.954,
      'blind-130': 0.892,
      'blind-131': 0.931,
      'blind-132': 0.931,
      'blind-133': 0.954,
      'blind-134': 0.954,
      'blind-135': 0.954,
      'blind-136': 0.969,
      'blind-137': 0.946,
      'blind-138': 0.915,
      'blind-139': 0.977,
      'blind-140': 0.969,
      'blind-141': 0.962,
      'blind-142': 0.892,
      'blind-143': 0.938,
      'blind-144': 0.977,
      'blind-145': 0.908,
      'blind-146': 0.938,
      'blind-147': 0.985,
      'blind-148': 0.977,
      'blind-149': 0.946,
      'blind-150': 0.9,
      'blind-151': 0.931,
      'blind-152': 0.915,
      'blind-153': 0.977,
      'blind-154': 0.977,
      'blind-155': 0.946,
      'blind-156': 0.954,
      'blind-157': 0.985,
      'blind-158': 0.954,
      'blind-159': 0.954,
      'blind-160': 0.938,
      'blind-161': 0.908,
      'blind-162': 0.938,
      'blind-163': 0.954,
      'blind-164': 0.985,
      'blind-165': 0.992,
      'blind-166': 0.923,
      'blind-167': 0.946,
      'blind-168': 0.977,
      'blind-169': 0.923,
      'blind-170': 0.923,
      'blind-171': 0.954,
      'blind-172': 0.938,
      'blind-173': 0.962,
      'blind-174': 0.908,
      'blind-175': 0.923,
      'blind-176': 0.954,
      'blind-177': 0.969,
      'blind-178': 0.946,
      'blind-179': 0.908,
      'blind-180': 0.969,
      'blind-181': 0.923,
    },
    target: 0.97,
  },
  negativesCard: {
    at: 'most',
    measured: {
      'blind-116': 0.062,
      'blind-117': 0.108,
      'blind-118': 0.054,
      'blind-119': 0.062,
      'blind-120': 0.1,
      'blind-121': 0.146,
      'blind-122': 0.085,
      'blind-123': 0.108,
      'blind-124': 0.154,
      'blind-125': 0.092,
      'blind-126': 0.154,
      'blind-127': 0.085,
      'blind-128': 0.1,
      'blind-129': 0.046,
      'blind-130': 0.046,
      'blind-131': 0.092,
      'blind-132': 0.062,
      'blind-133': 0.077,
      'blind-134': 0.108,
      'blind-135': 0.108,
      'blind-136': 0.085,
      'blind-137': 0.123,
      'blind-138': 0.054,
      'blind-139': 0.062,
      'blind-140': 0.085,
      'blind-141': 0.031,
      'blind-142': 0.108,
      'blind-143': 0.077,
      'blind-144': 0.085,
      'blind-145': 0.054,
      'blind-146': 0.054,
      'blind-147': 0.023,
      'blind-148': 0.069,
      'blind-149': 0.054,
      'blind-150': 0.054,
      'blind-151': 0.092,
      'blind-152': 0.069,
      'blind-153': 0.146,
      'blind-154': 0.1,
      'blind-155': 0.1,
      'blind-156': 0.115,
      'blind-157': 0.046,
      'blind-158': 0.1,
      'blind-159': 0.069,
      'blind-160': 0.046,
      'blind-161': 0.1,
      'blind-162': 0.169,
      'blind-163': 0.054,
      'blind-164': 0.054,
      'blind-165': 0.038,
      'blind-166': 0.1,
      'blind-167': 0.108,
      'blind-168': 0.115,
      'blind-169': 0.1,
      'blind-170': 0.054,
      'blind-171': 0.092,
      'blind-172': 0.092,
      'blind-173': 0.092,
      'blind-174': 0.146,
      'blind-175': 0.031,
      'blind-176': 0.092,
      'blind-177': 0.062,
      'blind-178': 0.092,
      'blind-179': 0.108,
      'blind-180': 0.015,
      'blind-181': 0.169,
    },
    target: 0.02,
  },
  negativesCheckIn: {
    at: 'most',
    measured: {
      'blind-116': 0.1,
      'blind-117': 0.092,
      'blind-118': 0.146,
      'blind-119': 0.177,
      'blind-120': 0.1,
      'blind-121': 0.085,
      'blind-122': 0.123,
      'blind-123': 0.123,
      'blind-124': 0.108,
      'blind-125': 0.1,
      'blind-126': 0.1,
      'blind-127': 0.046,
      'blind-128': 0.092,
      'blind-129': 0.085,
      'blind-130': 0.069,
      'blind-131': 0.115,
      'blind-132': 0.154,
      'blind-133': 0.092,
      'blind-134': 0.1,
      'blind-135': 0.069,
      'blind-136': 0.108,
      'blind-137': 0.108,
      'blind-138': 0.069,
      'blind-139': 0.185,
      'blind-140': 0.138,
      'blind-141': 0.162,
      'blind-142': 0.177,
      'blind-143': 0.131,
      'blind-144': 0.092,
      'blind-145': 0.1,
      'blind-146': 0.1,
      'blind-147': 0.085,
      'blind-148': 0.069,
      'blind-149': 0.077,
      'blind-150': 0.077,
      'blind-151': 0.069,
      'blind-152': 0.108,
      'blind-153': 0.177,
      'blind-154': 0.1,
      'blind-155': 0.138,
      'blind-156': 0.092,
      'blind-157': 0.115,
      'blind-158': 0.069,
      'blind-159': 0.131,
      'blind-160': 0.146,
      'blind-161': 0.092,
      'blind-162': 0.115,
      'blind-163': 0.131,
      'blind-164': 0.062,
      'blind-165': 0.069,
      'blind-166': 0.169,
      'blind-167': 0.085,
      'blind-168': 0.131,
      'blind-169': 0.108,
      'blind-170': 0.162,
      'blind-171': 0.085,
      'blind-172': 0.115,
      'blind-173': 0.069,
      'blind-174': 0.1,
      'blind-175': 0.092,
      'blind-176': 0.115,
      'blind-177': 0.108,
      'blind-178': 0.062,
      'blind-179': 0.1,
      'blind-180': 0.115,
      'blind-181': 0.092,
    },
    target: 0.05,
  },
  helper: {
    at: 'least',
    measured: {
      'blind-116': 0.929,
      'blind-117': 0.843,
      'blind-118': 0.914,
      'blind-119': 0.943,
      'blind-120': 0.886,
      'blind-121': 0.814,
      'blind-122': 0.929,
      'blind-123': 0.929,
      'blind-124': 0.9,
      'blind-125': 0.914,
      'blind-126': 0.9,
      'blind-127': 0.857,
      'blind-128': 0.943,
      'blind-129': 0.943,
      'blind-130': 0.943,
      'blind-131': 0.886,
      'blind-132': 0.857,
      'blind-133': 0.957,
      'blind-134': 0.886,
      'blind-135': 0.929,
      'blind-136': 0.886,
      'blind-137': 0.843,
      'blind-138': 0.914,
      'blind-139': 0.929,
      'blind-140': 0.929,
      'blind-141': 0.929,
      'blind-142': 0.957,
      'blind-143': 0.986,
      'blind-144': 0.914,
      'blind-145': 0.957,
      'blind-146': 0.9,
      'blind-147': 0.914,
      'blind-148': 0.9,
      'blind-149': 0.843,
      'blind-150': 0.943,
      'blind-151': 0.857,
      'blind-152': 0.9,
      'blind-153': 0.957,
      'blind-154': 0.9,
      'blind-155': 0.971,
      'blind-156': 0.886,
      'blind-157': 0.943,
      'blind-158': 0.886,
      'blind-159': 0.886,
      'blind-160': 0.914,
      'blind-161': 0.886,
      'blind-162': 0.829,
      'blind-163': 0.886,
      'blind-164': 0.929,
      'blind-165': 0.943,
      'blind-166': 0.857,
      'blind-167': 0.9,
      'blind-168': 0.943,
      'blind-169': 0.929,
      'blind-170': 0.857,
      'blind-171': 0.857,
      'blind-172': 0.871,
      'blind-173': 0.886,
      'blind-174': 0.857,
      'blind-175': 0.871,
      'blind-176': 0.857,
      'blind-177': 0.829,
      'blind-178': 0.929,
      'blind-179': 0.957,
      'blind-180': 0.914,
      'blind-181': 0.971,
    },
    target: 0.95,
  },
  otherNothing: {
    at: 'most',
    measured: {
      'blind-116': 0,
      'blind-117': 0.014,
      'blind-118': 0.029,
      'blind-119': 0,
      'blind-120': 0.014,
      'blind-121': 0.014,
      'blind-122': 0.014,
      'blind-123': 0,
      'blind-124': 0.014,
      'blind-125': 0,
      'blind-126': 0.014,
      'blind-127': 0.029,
      'blind-128': 0.014,
      'blind-129': 0.014,
      'blind-130': 0.014,
      'blind-131': 0.014,
      'blind-132': 0.043,
      'blind-133': 0,
      'blind-134': 0.014,
      'blind-135': 0,
      'blind-136': 0.014,
      'blind-137': 0.014,
      'blind-138': 0,
      'blind-139': 0.014,
      'blind-140': 0.014,
      'blind-141': 0,
      'blind-142': 0,
      'blind-143': 0,
      'blind-144': 0,
      'blind-145': 0,
      'blind-146': 0,
      'blind-147': 0.043,
      'blind-148': 0,
      'blind-149': 0,
      'blind-150': 0,
      'blind-151': 0.014,
      'blind-152': 0,
      'blind-153': 0,
      'blind-154': 0,
      'blind-155': 0,
      'blind-156': 0.014,
      'blind-157': 0.014,
      'blind-158': 0,
      'blind-159': 0,
      'blind-160': 0,
      'blind-161': 0.014,
      'blind-162': 0.086,
      'blind-163': 0,
      'blind-164': 0,
      'blind-165': 0.014,
      'blind-166': 0,
      'blind-167': 0.014,
      'blind-168': 0.014,
      'blind-169': 0,
      'blind-170': 0.029,
      'blind-171': 0.029,
      'blind-172': 0.029,
      'blind-173': 0.014,
      'blind-174': 0,
      'blind-175': 0,
      'blind-176': 0.043,
      'blind-177': 0.029,
      'blind-178': 0.014,
      'blind-179': 0,
      'blind-180': 0.014,
      'blind-181': 0,
    },
    target: 0,
  },
  bothWriter: {
    at: 'least',
    measured: {
      'blind-116': 1,
      'blind-117': 0.967,
      'blind-118': 0.967,
      'blind-119': 1,
      'blind-120': 1,
      'blind-121': 0.967,
      'blind-122': 1,
      'blind-123': 1,
      'blind-124': 1,
      'blind-125': 1,
      'blind-126': 0.967,
      'blind-127': 1,
      'blind-128': 1,
      'blind-129': 1,
      'blind-130': 0.933,
      'blind-131': 1,
      'blind-132': 1,
      'blind-133': 1,
      'blind-134': 1,
      'blind-135': 1,
      'blind-136': 1,
      'blind-137': 1,
      'blind-138': 1,
      'blind-139': 1,
      'blind-140': 1,
      'blind-141': 0.967,
      'blind-142': 1,
      'blind-143': 1,
      'blind-144': 1,
      'blind-145': 0.967,
      'blind-146': 1,
      'blind-147': 1,
      'blind-148': 1,
      'blind-149': 1,
      'blind-150': 1,
      'blind-151': 1,
      'blind-152': 0.967,
      'blind-153': 0.967,
      'blind-154': 1,
      'blind-155': 0.967,
      'blind-156': 1,
      'blind-157': 1,
      'blind-158': 1,
      'blind-159': 1,
      'blind-160': 0.967,
      'blind-161': 1,
      'blind-162': 1,
      'blind-163': 1,
      'blind-164': 0.967,
      'blind-165': 1,
      'blind-166': 1,
      'blind-167': 1,
      'blind-168': 0.967,
      'blind-169': 1,
      'blind-170': 1,
      'blind-171': 1,
      'blind-172': 0.967,
      'blind-173': 0.967,
      'blind-174': 1,
      'blind-175': 1,
      'blind-176': 1,
      'blind-177': 1,
      'blind-178': 1,
      'blind-179': 1,
      'blind-180': 1,
      'blind-181': 0.967,
    },
    target: 1,
  },
};

describe('the crisis check on blind sets it never saw', () => {
  it.each(sets)('$name: no worse than measured; the issue’s targets printed beside', ({ name, items }) => {
    const got = figures(items);
    const table = Object.entries(bounds).map(([key, bound]) => ({
      figure: key,
      now: `${(got[key as keyof Figures] * 100).toFixed(1)}%`,
      floor: `${bound.at === 'least' ? '≥' : '≤'} ${((bound.measured[name] ?? 0) * 100).toFixed(1)}%`,
      target: `${bound.at === 'least' ? '≥' : '≤'} ${(bound.target * 100).toFixed(0)}%`,
      'target met':
        bound.at === 'least'
          ? got[key as keyof Figures] >= bound.target
          : got[key as keyof Figures] <= bound.target,
    }));
    console.table(table);
    for (const [key, bound] of Object.entries(bounds)) {
      // The floors are written to a tenth of a percent.
      const value = Math.round(got[key as keyof Figures] * 1000) / 1000;
      const measured = bound.measured[name] ?? 0;
      if (bound.at === 'least') expect(value, key).toBeGreaterThanOrEqual(measured);
      else expect(value, key).toBeLessThanOrEqual(measured);
    }
  });
});
