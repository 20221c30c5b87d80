export const subscriptionStrings = {
  upgradeTitle: 'Assinatura premium',
  renewTitle: 'Renovar assinatura',
} as const;
