"""The card table: scene, card items and art, generic layout geometry, animations, input."""
