{
  "algorithm": "ed25519",
  "content_sha256": "db8ad3613365de886fc38e7d12df8012a6f5f630fce0f0005d381119476f98cd",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "a91d7db3e64eed3320e679bf46a169fc10f6da88a85258ec4b1d2c7db272800c",
  "schema": "gridshift.signature/1",
  "signature": "d8b748ac29eb3af1ab84528b2d1173ee20011f0ea6070f086aaed62e5bcfcce84e3112a73eefc9ee23652ff4bbbe77787befed23187b50f17fcb4564714a4707"
}
