{
  "algorithm": "ed25519",
  "content_sha256": "985a41d8580e1b424c83cb9135e935b07900c5b75dca8d57daea5800c969e1e5",
  "key_id": "8c1cb89b2586c5ba",
  "public_key": "9fdb79352a82375fce215ebcdb832fc1bb46851da7f5dee2802426e4f9174caf",
  "record_key": "791b06405f9ae44a75fbf8194a3b073b3a7b359ab8c0e28cdd9ba614985b4ba9",
  "schema": "gridshift.signature/1",
  "signature": "bf959825f1776823686416066076274abce1e0dd2241de01f5f1026c923fef32445d543e044fd9f9a106d92ebaff2e1d547fe729d88effb361f6b9b099be7703"
}
