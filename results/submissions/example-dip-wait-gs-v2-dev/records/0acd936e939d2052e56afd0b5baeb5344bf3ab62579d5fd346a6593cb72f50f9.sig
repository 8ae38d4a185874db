{
  "algorithm": "ed25519",
  "content_sha256": "f5c641acdd3507ec95eb988e1181218a0ea99f1ffe76f109c542e0a70c6edb50",
  "key_id": "8c1cb89b2586c5ba",
  "public_key": "9fdb79352a82375fce215ebcdb832fc1bb46851da7f5dee2802426e4f9174caf",
  "record_key": "0acd936e939d2052e56afd0b5baeb5344bf3ab62579d5fd346a6593cb72f50f9",
  "schema": "gridshift.signature/1",
  "signature": "54e8b26e1588c9bc7728cc56ab67a8fe7d3e4066951dc6e39569a73e2eb7fe00ae39ed7694eaf466de058062c4dc29cbb5a2016204d182faf9b3e5fb61c2a907"
}
