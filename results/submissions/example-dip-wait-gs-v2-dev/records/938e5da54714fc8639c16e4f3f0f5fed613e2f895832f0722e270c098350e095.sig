{
  "algorithm": "ed25519",
  "content_sha256": "92409a44da0f7ef11aa334b3a71db83f9deb7ee6c4c3796a2c9268b03265a609",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "938e5da54714fc8639c16e4f3f0f5fed613e2f895832f0722e270c098350e095",
  "schema": "gridshift.signature/1",
  "signature": "08a2bc795d416e4c2832a84e623e647e3a2f4c6f59b2cf55067c763b7d20fdbf598ec73f3ed5fe70aa230021ebb3019a3247ddc456514e828aa68add5513f60a"
}
