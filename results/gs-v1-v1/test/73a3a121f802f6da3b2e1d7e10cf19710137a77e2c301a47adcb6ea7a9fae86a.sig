{
  "algorithm": "ed25519",
  "content_sha256": "152abb79ca1ce6988cc03efc037cd52e1bad3a1c8300083c6bd58286d7665b59",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "73a3a121f802f6da3b2e1d7e10cf19710137a77e2c301a47adcb6ea7a9fae86a",
  "schema": "gridshift.signature/1",
  "signature": "163f00a61e488cf75faf44da87915277863982320938b3de63e2019b2b3d41491fda085f6fa476f9d7b836d8ade1e67ae6817ee29e890f9b8e15bc8f3dbbfe0f"
}
