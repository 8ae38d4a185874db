{
  "algorithm": "ed25519",
  "content_sha256": "0c061809f70c571908c6e9c41c61349a00c7f889bdc81dc92046ca34cfe7963f",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "47c15952d79c4eeb81e648d6a527a47a144103ea2d7e0f98ef25ea1d51a03026",
  "schema": "gridshift.signature/1",
  "signature": "70edc85f91390f9cbafc5638c34ce00fc1032eb710eea3337fbcbb3c708fa42bfe27681b6374834e3fdd18c89c032a6c56bed71732bb186c0b1488c61570c80a"
}
