{
  "algorithm": "ed25519",
  "content_sha256": "6eb2c2b600b29aefdd26caa142054f01e3c4aa88d5db9d06d57bbebb32f91ab0",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "84975bc5b2a933a8b025da108078f7b38f37c6099e77687e46c846875a426828",
  "schema": "gridshift.signature/1",
  "signature": "0f06e870e3dbfb2053c03d6a9af60968f125dd753f52eb7f2eee7b06bc7bd3588bca83469a5e2d71e6cf3d49e6233c4cc072b755c95484534ef0697c64c3cc0a"
}
