{
  "algorithm": "ed25519",
  "content_sha256": "b0162eae120660bb46386bba9ee53bfce46dedc55300e10e7664d1d5c821567e",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "4c1ad6e6ba500a8e442c1bd71fe43c5e38770939cf939f2164d725dd7f5cedd8",
  "schema": "gridshift.signature/1",
  "signature": "2844621788af92f267084a7b0bceca90193a00e318199acda3bd2e1d3f6596bd1996c934115b016e8421d53931d931db93a801cf0537e5cd41996f00ab50b20c"
}
