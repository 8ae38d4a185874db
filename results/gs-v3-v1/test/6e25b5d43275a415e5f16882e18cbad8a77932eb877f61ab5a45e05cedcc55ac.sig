{
  "algorithm": "ed25519",
  "content_sha256": "35b440fcea14f925493ffb18930ecc4c0c4329ddc7fb58ab2918b1b8c639b70f",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "6e25b5d43275a415e5f16882e18cbad8a77932eb877f61ab5a45e05cedcc55ac",
  "schema": "gridshift.signature/1",
  "signature": "dc0078853d0183374158dbcd1f0f61f5a0bceec4f3a4f397001960853d9907163d71291f317c5ff004587ff443a98bd4cee5ef0390d3cb7262baa74fdf6ff508"
}
