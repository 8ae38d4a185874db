{
  "algorithm": "ed25519",
  "content_sha256": "0295b0238e6d717ac37c841d3b735cc147a4faa287d495fa6cdbb4c0d5f9444c",
  "key_id": "8c1cb89b2586c5ba",
  "public_key": "9fdb79352a82375fce215ebcdb832fc1bb46851da7f5dee2802426e4f9174caf",
  "record_key": "020093cefa7be3800327dc436941f55c58edc13c77fbcc9caadf3df352219195",
  "schema": "gridshift.signature/1",
  "signature": "29c7c1c642e5a73547d0cea778b9dedadbd0dafbb98a344d773d856c41af2e737b21221bc5793fa8ee9711f259458d89c66d4bf5c6cb81942f8dcfdab301b409"
}
