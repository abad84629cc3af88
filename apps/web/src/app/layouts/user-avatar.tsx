import { useState } from 'react';

/** The profile image when there is one that loads, otherwise the initials (000 §2.2). */
export function UserAvatar({ imageUrl, initials }: { imageUrl?: string | null; initials: string }) {
  const [broken, setBroken] = useState<string | null>(null);
  if (imageUrl && broken !== imageUrl) {
    return (
      <img
        src={imageUrl}
        alt=""
        className="h-9 w-9 flex-none rounded-full object-cover ring-2 ring-white"
        onError={() => setBroken(imageUrl)}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className="flex h-9 w-9 flex-none items-center justify-center rounded-full bg-red-100 text-sm font-bold text-red-800"
    >
      {initials}
    </span>
  );
}
