{
  "algorithm": "ed25519",
  "content_sha256": "7f6fc57b5c001e9c70afd9debc1f8f67deac9777a4a6d4cb646060857aead041",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "2a5ca4b614e0f181b720afdd6eb354f46c654d6e65cca91843b9d32e7b72525b",
  "schema": "gridshift.signature/1",
  "signature": "b73ef21207b81450233138271a329a7bd3675d7176e60ebcdc4121d5b349c44cd2d5f789d628e17c5a0599a622117c6a4a26f0a3b5c59a22040168ac5df0e60b"
}
