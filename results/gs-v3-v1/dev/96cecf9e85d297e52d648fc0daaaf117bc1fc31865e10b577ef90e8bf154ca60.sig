{
  "algorithm": "ed25519",
  "content_sha256": "56a7c02d691ee801bcf11a9c8cd40e01371b82a540db85017d310885fbf42bdd",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "96cecf9e85d297e52d648fc0daaaf117bc1fc31865e10b577ef90e8bf154ca60",
  "schema": "gridshift.signature/1",
  "signature": "815c74478333419f2f587be94cb17445f7c263658a254058cbe41f3b9fb17dc2933b3abbfbe811a844adbb74946d7fcf443128af27bddf45911dcfd534a66a0b"
}
