export const savedGuidanceStrings = {
  // spec §2, saved guidance list title for all days
  title: 'Orientações Salvas',
} as const;
