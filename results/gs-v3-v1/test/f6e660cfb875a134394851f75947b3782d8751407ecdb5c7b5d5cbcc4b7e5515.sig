{
  "algorithm": "ed25519",
  "content_sha256": "5d0b243910e333e0c815be418c8a3a3b96399bd40f8adc6df06a07e5e8e080c6",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "f6e660cfb875a134394851f75947b3782d8751407ecdb5c7b5d5cbcc4b7e5515",
  "schema": "gridshift.signature/1",
  "signature": "164e9f3e3d8fbcc492489f8f2ceb245869ab744d3306239ec9fa3db673b288279225ac053bb93649d4d5ff93a0b6305690fc545f3ee755af2501720bfeb0dd0f"
}
