import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { demoSession, openSignedIn } from './demo-session';

const shot = (page: Page, name: string) => page.screenshot({ path: `e2e/screenshots/committee-videos-${name}.png` });

/** A 12-second test pattern with a tone, made by the ffmpeg the app ships (no fixture file to keep). */
function makeRecording(): Buffer {
  const ffmpeg = (createRequire(import.meta.url)('@ffmpeg-installer/ffmpeg') as { path: string }).path;
  const folder = mkdtempSync(path.join(tmpdir(), 'statehouse-e2e-media-'));
  const file = path.join(folder, 'hearing.mp4');
  const made = spawnSync(ffmpeg, [
    ...['-hide_banner', '-loglevel', 'error', '-f', 'lavfi', '-i', 'testsrc=size=320x240:rate=10:duration=12'],
    ...['-f', 'lavfi', '-i', 'sine=frequency=440:duration=12', '-c:v', 'libx264', '-preset', 'ultrafast'],
    ...['-pix_fmt', 'yuv420p', '-c:a', 'aac', '-y', file],
  ]);
  if (made.status !== 0) throw new Error(`ffmpeg: ${made.stderr}`);
  const bytes = readFileSync(file);
  rmSync(folder, { recursive: true, force: true });
  return bytes;
}

const captions = [
  'WEBVTT',
  '',
  '00:00.000 --> 00:03.000',
  '<v Chair>The Committee on Ways and Means will come to order.',
  '',
  '00:03.000 --> 00:06.000',
  'We now take up House Bill 1 on property tax relief.',
  '',
  '00:06.000 --> 00:09.000',
  '<v Representative>This bill lowers the school district tax rate.',
  '',
  '00:09.000 --> 00:12.000',
  'Without objection the bill is reported favorably.',
].join('\n');

test.use({ storageState: demoSession });

test.describe('committee videos', () => {
  test('open a hearing, click a transcript line, make a clip, open its share link signed out', async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 1280, height: 800 });
    await openSignedIn(page, '/tools/committee-videos');
    // The recording is added the way an account admin adds one: the media and its captions.
    const added = await page.request.post('/api/committee-videos/recordings', {
      multipart: {
        stateCode: 'TX',
        title: 'House Ways and Means: property tax relief (journey)',
        startsAt: '2025-03-04T09:00:00-06:00',
        committee: 'Ways and Means',
        chamber: 'lower',
        media: { name: 'hearing.mp4', mimeType: 'video/mp4', buffer: makeRecording() },
        captions: { name: 'hearing.vtt', mimeType: 'text/vtt', buffer: Buffer.from(captions) },
      },
    });
    expect(added.status(), await added.text()).toBe(201);
    const { id } = (await added.json()) as { id: number };

    // The list finds it by words spoken, and the hit jumps to the second they were said.
    await page.goto('/tools/committee-videos?said=school%20district');
    await expect(page.getByRole('heading', { level: 1, name: 'Committee Videos' })).toBeVisible();
    const hits = page.getByRole('region', { name: 'Lines spoken' });
    await expect(hits.getByText('This bill lowers the school district tax rate.').first()).toBeVisible();
    await shot(page, 'list-desktop');
    await hits
      .getByRole('link', { name: /0:06 · House Ways and Means: property tax relief \(journey\)/ })
      .first()
      .click();
    await expect(page).toHaveURL(new RegExp(`/tools/committee-videos/${id}\\?t=6$`));

    // The hearing: the player and the transcript beside it; a click on a line seeks there.
    await expect(page.getByRole('heading', { level: 1, name: /property tax relief \(journey\)/ })).toBeVisible();
    const transcript = page.getByRole('region', { name: 'Transcript' });
    await transcript.getByRole('button', { name: /Play from 0:09/ }).click();
    const video = page.getByLabel(/^Recording:/);
    await expect
      .poll(() => video.evaluate((element) => (element as HTMLVideoElement).currentTime))
      .toBeGreaterThanOrEqual(9);
    await expect(transcript.locator('li[aria-current="true"]')).toContainText('reported favorably');
    await shot(page, 'hearing-desktop');

    // A clip from the second line to the end of the third, picked from the transcript.
    await page.getByRole('link', { name: 'Create clip' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Create a clip' })).toBeVisible();
    const lines = page.getByRole('region', { name: 'Transcript' });
    await lines.getByRole('button', { name: 'Start the clip at 0:03' }).click();
    await lines.getByRole('button', { name: 'End the clip after the line at 0:06' }).click();
    await expect(page.getByText('6 seconds, from 0:03 to 0:09')).toBeVisible();
    await page.getByLabel('Clip title').fill('HB 1 lowers the school tax rate');
    await page.getByRole('button', { name: 'Create clip' }).click();
    const made = page.getByRole('status', { name: 'Your clip' });
    await expect(made).toContainText('Clip created: HB 1 lowers the school tax rate');
    await shot(page, 'create-clip-desktop');
    const shareLink = (await made.locator('p.font-mono').innerText()).trim();
    expect(shareLink).toMatch(/\/TX\/videos\/share\/[0-9a-f-]{36}$/);

    // Signed out, in a fresh browser: the share page plays the clip and shows its lines.
    const visitor = await browser.newContext({ storageState: { cookies: [], origins: [] } });
    const guest = await visitor.newPage();
    await guest.goto(shareLink);
    await expect(guest.getByRole('heading', { level: 1, name: 'HB 1 lowers the school tax rate' })).toBeVisible();
    await expect(guest.getByText('We now take up House Bill 1 on property tax relief.')).toBeVisible();
    const clipVideo = guest.getByLabel(/^Recording:/);
    await expect
      .poll(() => clipVideo.evaluate((element) => Math.round((element as HTMLVideoElement).duration)))
      .toBe(6);
    const html = await (await guest.request.get(shareLink)).text();
    expect(html).toContain('<meta property="og:title" content="HB 1 lowers the school tax rate"');
    await shot(guest, 'share-desktop');
    await guest.setViewportSize({ width: 375, height: 800 });
    await shot(guest, 'share-phone');
    await visitor.close();
  });
});
