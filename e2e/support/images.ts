/** A 40 × 30 PNG, as a photo a member would pick (an avatar, an identity card's page). */
export const PHOTO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAACgAAAAeCAIAAADRv8uKAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAPUlEQVRIie3VQQ0AMAwCwClBJxKRNRnb45L+mzSUO+mezLG4Th3hmneqAonKHCSKxWGxWAwWh8ViMV+xeAFhL2j7ARCJ6AAAAABJRU5ErkJggg==',
  'base64',
);
