// The generated media in client/public/media (made by scripts/media/, committed). Sizes are the files'
// real pixel sizes, so every image and video reserves its box before it loads (no layout shift).

export interface ImageMedia {
  src: string;
  srcSet?: string;
  width: number;
  height: number;
}

export interface VideoMedia {
  src: string;
  captions: string;
  width: number;
  height: number;
  poster: ImageMedia;
  /** The video shows marketing figures (scripts/media/videos.ts), so its caption points to their note. */
  showsFigures: boolean;
}

const poster = (name: string): ImageMedia => ({
  src: `/media/${name}-poster-1280.webp`,
  srcSet: `/media/${name}-poster-640.webp 640w, /media/${name}-poster-1280.webp 1280w`,
  width: 1280,
  height: 720,
});

export const salesVideo: VideoMedia = {
  src: '/media/sales-video.mp4',
  captions: '/media/sales-video.pt-BR.vtt',
  width: 1280,
  height: 720,
  poster: poster('sales-video'),
  showsFigures: true,
};

export const upsellVideo: VideoMedia = {
  src: '/media/upsell-video.mp4',
  captions: '/media/upsell-video.pt-BR.vtt',
  width: 1280,
  height: 720,
  poster: poster('upsell-video'),
  showsFigures: false,
};

/** The app-demo clip: an animated WebP on touch devices, a muted looping MP4 on desktop, one still before. */
export const appDemo = {
  animation: '/media/app-demo.webp',
  video: '/media/app-demo.mp4',
  still: { src: '/media/app-demo-still.webp', width: 360, height: 640 } satisfies ImageMedia,
  width: 360,
  height: 640,
};

/** Illustrative portraits of the sample testimonials, by testimonial id. */
export const portrait = (id: string): ImageMedia => ({
  src: `/media/portrait-${id}.webp`,
  width: 160,
  height: 160,
});

/** Audio testimonials, by testimonial id (AAC in MP4: plays on every phone). */
export const audioTestimonialSrc = (id: string) => `/media/audio-${id}.m4a`;
