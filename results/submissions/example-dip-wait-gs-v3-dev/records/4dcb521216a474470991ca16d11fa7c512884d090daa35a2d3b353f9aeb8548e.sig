{
  "algorithm": "ed25519",
  "content_sha256": "65bc719e153e3b1acec2d8d2ab1600001cc622edb5575455fdc55232075e7d0f",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "4dcb521216a474470991ca16d11fa7c512884d090daa35a2d3b353f9aeb8548e",
  "schema": "gridshift.signature/1",
  "signature": "4e6eb6127405d2ba872e81c78714f8f9fe5aa64bdc6d7fceb780f0f6c6956009646724f472f81b26a3de6de3e6e2023081bc95d3f4c3fdf633d86c2411fc6f02"
}
