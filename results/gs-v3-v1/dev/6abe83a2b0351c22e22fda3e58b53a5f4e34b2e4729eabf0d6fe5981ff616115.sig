{
  "algorithm": "ed25519",
  "content_sha256": "9be41b0507792af88bb28c5ab2024ca953840cfcd83d93001faab3fabc7222b4",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "6abe83a2b0351c22e22fda3e58b53a5f4e34b2e4729eabf0d6fe5981ff616115",
  "schema": "gridshift.signature/1",
  "signature": "336c26b18ce99eeb42479918a2147ff15500ed855d5bb4f9efb73b5f53945c8ba2d708bc5d02ba71b9748d0a491da182b02262e0b416c2cd7a5639d86009b802"
}
