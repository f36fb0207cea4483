/**
 * A process of its own for tests/api/catalogue/lazy-sharp.test.ts: makes the image service, asks it
 * for one rendition, and prints whether libvips (sharp's native library) was loaded before the ask
 * and after it, as one JSON line.
 */
import { readFileSync } from 'node:fs';
import { createImageService } from '../../../api/features/images/images.service';

const [assetsDir, cacheDir] = process.argv.slice(2);
const libvipsLoaded = () => readFileSync('/proc/self/maps', 'utf8').includes('libvips');

const images = createImageService({ assetsDir, cacheDir });
const before = libvipsLoaded();
const image = await images.render('pixel.png', { format: 'webp', fit: 'cover', width: 64, height: 64, quality: 80 });
console.log(JSON.stringify({ before, after: libvipsLoaded(), bytes: image.body.length }));
