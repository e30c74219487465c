#!/usr/bin/env node
/**
 * Builds the product's white paper PDF from its source text in content/white-paper/ with
 * pdfkit (a dev dependency: the server only serves the result). The output is deterministic:
 * creation date, modification date and the PDF file ID come from the source's front matter, so
 * two runs on the same source give the same bytes and a test can prove the committed PDF is
 * this script's output.
 *
 *   node scripts/make-white-paper.mjs                 -> server/platform/storage/seed/white-papers/<file>
 *   node scripts/make-white-paper.mjs --out some.pdf  -> elsewhere
 *   node scripts/make-white-paper.mjs --check         -> exit 1 if the committed PDF is stale
 */
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import PDFDocument from 'pdfkit';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const sourceFile = path.join(root, 'content/white-paper/ai-vs-human-support-agents-benchmark.md');
const seedDir = path.join(root, 'server/platform/storage/seed/white-papers');

const colors = {ink: '#1c1e21', muted: '#525860', accent: '#2e5bd9', accentSoft: '#e8eefc', rule: '#c9d2e3'};
const fonts = {regular: 'Helvetica', bold: 'Helvetica-Bold', italic: 'Helvetica-Oblique'};

/** Front matter (key: value lines between ---) and the body. */
export function parseSource(text) {
  const match = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(text.replace(/\r\n/g, '\n'));
  if (!match) throw new Error('white paper source: front matter (--- ... ---) missing');
  const meta = Object.fromEntries(
    match[1].split('\n').filter(Boolean).map((line) => {
      const at = line.indexOf(':');
      return [line.slice(0, at).trim(), line.slice(at + 1).trim()];
    }),
  );
  for (const key of ['title', 'subtitle', 'author', 'date', 'file']) {
    if (!meta[key]) throw new Error(`white paper source: front matter needs "${key}"`);
  }
  return {meta, blocks: parseBlocks(match[2])};
}

/** A small Markdown subset: ## and ### headings, paragraphs, "- " lists, "| a | b |" tables. */
function parseBlocks(body) {
  const blocks = [];
  for (const chunk of body.split(/\n{2,}/)) {
    const lines = chunk.split('\n').filter((l) => l.trim() !== '');
    if (lines.length === 0) continue;
    if (lines[0].startsWith('### ')) blocks.push({type: 'h3', text: lines[0].slice(4)});
    else if (lines[0].startsWith('## ')) blocks.push({type: 'h2', text: lines[0].slice(3)});
    else if (lines.every((l) => l.startsWith('- '))) blocks.push({type: 'list', items: lines.map((l) => l.slice(2))});
    else if (lines.every((l) => l.startsWith('|'))) {
      const rows = lines.map((l) => l.replace(/^\||\|$/g, '').split('|').map((c) => c.trim()));
      blocks.push({type: 'table', header: rows[0], rows: rows.slice(1)});
    } else blocks.push({type: 'p', text: lines.join(' ')});
  }
  return blocks;
}

function ensureSpace(doc, height) {
  if (doc.y + height > doc.page.height - doc.page.margins.bottom) doc.addPage();
}

function drawCover(doc, meta) {
  const {width, height} = doc.page;
  doc.rect(0, 0, width, height * 0.46).fill(colors.accent);
  doc.fillColor('#ffffff').font(fonts.bold).fontSize(11).text('WHITE PAPER', 72, 96, {characterSpacing: 2});
  doc.font(fonts.bold).fontSize(32).text(meta.title, 72, 140, {width: width - 144, lineGap: 4});
  doc.font(fonts.regular).fontSize(15).text(meta.subtitle, {width: width - 144, lineGap: 3});
  doc.fillColor(colors.ink).font(fonts.bold).fontSize(12).text(meta.author, 72, height * 0.46 + 48);
  const published = new Date(`${meta.date}T00:00:00Z`).toLocaleDateString('en-US', {
    year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC',
  });
  doc.font(fonts.regular).fillColor(colors.muted).text(published);
  doc.moveDown(2).fontSize(10.5).fillColor(colors.muted).text(
    'Twelve weeks, eight companies, 186,400 real customer conversations: how AI agents and ' +
      'experienced human agents compare on resolution, speed, accuracy, cost and satisfaction.',
    {width: width - 144, lineGap: 3},
  );
}

function drawTable(doc, {header, rows}) {
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const first = width * 0.4;
  const rest = (width - first) / Math.max(1, header.length - 1);
  const widths = header.map((_, i) => (i === 0 ? first : rest));
  const rowHeight = 22;
  const drawRow = (cells, {bold, fill}) => {
    ensureSpace(doc, rowHeight);
    const y = doc.y;
    if (fill) doc.rect(left, y, width, rowHeight).fill(fill);
    let x = left;
    cells.forEach((cell, i) => {
      doc.fillColor(colors.ink).font(bold ? fonts.bold : fonts.regular).fontSize(10)
        .text(cell, x + 6, y + 6, {width: widths[i] - 12, align: i === 0 ? 'left' : 'right', lineBreak: false});
      x += widths[i];
    });
    doc.moveTo(left, y + rowHeight).lineTo(left + width, y + rowHeight).lineWidth(0.5).strokeColor(colors.rule).stroke();
    doc.x = left;
    doc.y = y + rowHeight;
  };
  drawRow(header, {bold: true, fill: colors.accentSoft});
  rows.forEach((row, i) => drawRow(row, {bold: i === rows.length - 1 && /^(All|Saving)/.test(row[0]), fill: null}));
  doc.moveDown(1);
}

/** Horizontal bars for the percentage columns of a table (the resolution comparison). */
function drawBarChart(doc, {header, rows}) {
  const series = header.slice(1).map((name, i) => ({name, index: i + 1}))
    .filter(({index}) => rows.every((r) => /^\d+%$/.test(r[index])));
  if (series.length < 2) return;
  const [, ...shown] = series; // the first numeric column is the share, not a rate
  const left = doc.page.margins.left;
  const labelWidth = 110;
  const barMax = doc.page.width - left - doc.page.margins.right - labelWidth - 40;
  const palette = [colors.accent, '#9aa9c7'];
  ensureSpace(doc, rows.length * 34 + 40);
  doc.font(fonts.bold).fontSize(10).fillColor(colors.muted).text('Resolution rate by category', left, doc.y);
  doc.moveDown(0.5);
  for (const row of rows) {
    const y = doc.y;
    doc.font(fonts.regular).fontSize(9.5).fillColor(colors.ink).text(row[0], left, y + 3, {width: labelWidth - 8});
    shown.forEach(({index}, s) => {
      const value = Number(row[index].replace('%', ''));
      const barY = y + s * 12;
      doc.rect(left + labelWidth, barY, (barMax * value) / 100, 10).fill(palette[s % palette.length]);
      doc.fillColor(colors.ink).fontSize(8).text(row[index], left + labelWidth + (barMax * value) / 100 + 4, barY + 1, {lineBreak: false});
    });
    doc.x = left;
    doc.y = y + shown.length * 12 + 10;
  }
  let x = left + labelWidth;
  shown.forEach(({name}, s) => {
    doc.rect(x, doc.y, 9, 9).fill(palette[s % palette.length]);
    doc.fillColor(colors.muted).fontSize(9).text(name, x + 13, doc.y, {lineBreak: false});
    x += 110;
  });
  doc.x = left;
  doc.moveDown(2);
}

function drawFooters(doc, meta) {
  const range = doc.bufferedPageRange();
  for (let i = range.start + 1; i < range.start + range.count; i += 1) {
    doc.switchToPage(i);
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0; // writing inside the margin must not open a new page
    doc.font(fonts.regular).fontSize(8.5).fillColor(colors.muted)
      .text(`${meta.title}  |  ${meta.author}`, 72, doc.page.height - 48, {lineBreak: false})
      .text(`Page ${i + 1} of ${range.count}`, doc.page.width - 172, doc.page.height - 48, {width: 100, align: 'right', lineBreak: false});
    doc.page.margins.bottom = bottom;
  }
}

export function renderWhitePaper(sourceText) {
  const {meta, blocks} = parseSource(sourceText);
  const date = new Date(`${meta.date}T00:00:00Z`);
  const doc = new PDFDocument({
    size: 'LETTER',
    margins: {top: 72, bottom: 72, left: 72, right: 72},
    bufferPages: true,
    displayTitle: true,
    lang: 'en-US',
    // Fixed dates make the file ID (a hash of this dictionary) and the bytes reproducible.
    info: {
      Title: meta.title,
      Subject: meta.subtitle,
      Author: meta.author,
      Keywords: 'AI agents, customer support, benchmark, resolution rate, CSAT',
      Creator: 'scripts/make-white-paper.mjs',
      Producer: 'PDFKit',
      CreationDate: date,
      ModDate: date,
    },
  });
  const chunks = [];
  doc.on('data', (chunk) => chunks.push(chunk));
  const done = new Promise((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  drawCover(doc, meta);
  doc.addPage();
  let lastTable = null;
  for (const block of blocks) {
    if (block.type === 'h2') {
      ensureSpace(doc, 80);
      if (doc.y > doc.page.margins.top + 1) doc.moveDown(0.8);
      doc.outline.addItem(block.text);
      doc.font(fonts.bold).fontSize(18).fillColor(colors.accent).text(block.text, {lineGap: 2});
      doc.moveDown(0.4);
    } else if (block.type === 'h3') {
      ensureSpace(doc, 60);
      doc.moveDown(0.3).font(fonts.bold).fontSize(12.5).fillColor(colors.ink).text(block.text);
      doc.moveDown(0.3);
    } else if (block.type === 'p') {
      doc.font(fonts.regular).fontSize(10.5).fillColor(colors.ink).text(block.text, {lineGap: 3, align: 'left'});
      doc.moveDown(0.7);
    } else if (block.type === 'list') {
      doc.font(fonts.regular).fontSize(10.5).fillColor(colors.ink)
        .list(block.items, {bulletRadius: 2, textIndent: 14, indent: 6, lineGap: 3, paragraphGap: 3});
      doc.moveDown(0.7);
    } else if (block.type === 'table') {
      drawTable(doc, block);
      if (/^Category$/.test(block.header[0])) drawBarChart(doc, block);
      lastTable = block;
    }
  }
  void lastTable;
  drawFooters(doc, meta);
  doc.end();
  return done.then((pdf) => ({pdf, meta}));
}

async function main() {
  const args = process.argv.slice(2);
  const {pdf, meta} = await renderWhitePaper(fs.readFileSync(sourceFile, 'utf8'));
  const committed = path.join(seedDir, meta.file);
  if (args.includes('--check')) {
    const same = fs.existsSync(committed) && fs.readFileSync(committed).equals(pdf);
    console.log(same ? `${path.relative(root, committed)} is up to date` : `${path.relative(root, committed)} is stale: run node scripts/make-white-paper.mjs`);
    process.exit(same ? 0 : 1);
  }
  const outIndex = args.indexOf('--out');
  const target = outIndex >= 0 ? path.resolve(args[outIndex + 1]) : committed;
  fs.mkdirSync(path.dirname(target), {recursive: true});
  fs.writeFileSync(target, pdf);
  console.log(`wrote ${path.relative(process.cwd(), target)} (${pdf.length} bytes)`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
