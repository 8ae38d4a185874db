{
  "algorithm": "ed25519",
  "content_sha256": "576cdc918506e42c5574be9646537bc8722de5b2d78a88f023424428573b3246",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "22a3aee490ebd80a7a6d95e3d5fec120e35d6edac773da09db2b81ef2000f012",
  "schema": "gridshift.signature/1",
  "signature": "e3e924a48ca3cf64e6c747ddb84d523d14133eb771a147581b347ec8caea5b5c11f4edeff5029f592b96d38ab2b587b74d534d7a0920932088a0d24cb996f506"
}
