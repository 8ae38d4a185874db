{
  "algorithm": "ed25519",
  "content_sha256": "e9e99dd0962982464e8bbee0fb62a2dcaec13f701fedecf46cc05f8aebc60005",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "76bf1acc6051f5cdc2b716d2bd12003a0089eae164de8b99b1498d6a67bbf398",
  "schema": "gridshift.signature/1",
  "signature": "ab0fad5961b8a9b47b65ef127c86c5050cd01db33f111b43545412701de573ab44340f851433073ecf60badaa1c7cda9f9b8c1533c4897a31906e78437f21d03"
}
