{
  "algorithm": "ed25519",
  "content_sha256": "d970353473b5fe260e0b50d9765ce4f14a88ba41ea652c3cfc2235642c6ced41",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "144d3d69640b9d5cc608edadf9b2fb3ca50a278c2b5b49527c2a51d9b0b8fb4f",
  "schema": "gridshift.signature/1",
  "signature": "53121b5c9bf6e912a084fb615c8a743123a4cc1b386b781dde0c82c8a55ab70e61b1355fa6c7c7559be35403a08ea1a725ee00c17100c20b1f981d26eb09590b"
}
