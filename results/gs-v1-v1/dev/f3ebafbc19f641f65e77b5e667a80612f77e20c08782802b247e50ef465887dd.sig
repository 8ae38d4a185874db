{
  "algorithm": "ed25519",
  "content_sha256": "a48d5e263bc1d8f8bc2bd4cef79c24eb870d13f8846c53caa4c585a947404b13",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "f3ebafbc19f641f65e77b5e667a80612f77e20c08782802b247e50ef465887dd",
  "schema": "gridshift.signature/1",
  "signature": "219c7e07417ae6fd18e0ce549d0522e7faf9d060952518c1e75334c163bdfd607ad5692825c9b120051e74850c62f4cc3cf5ca67986e8f6b2cd3d319af328e08"
}
