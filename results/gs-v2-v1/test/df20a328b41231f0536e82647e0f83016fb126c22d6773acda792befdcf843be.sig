{
  "algorithm": "ed25519",
  "content_sha256": "eb324091f3a09f3e88c3526f9bc75bad4321d86c50f8c6dcb8c9930a48fbd28d",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "df20a328b41231f0536e82647e0f83016fb126c22d6773acda792befdcf843be",
  "schema": "gridshift.signature/1",
  "signature": "751733e6c7a7826a0517badad6d4fc84ad61530db50334c83f599395a1e7768f616a1156caf5743d9a04ca1a81d58a0b9204cc84b81eb1cb2f055d97626b8404"
}
