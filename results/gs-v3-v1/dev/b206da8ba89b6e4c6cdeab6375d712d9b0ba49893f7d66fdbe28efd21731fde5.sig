{
  "algorithm": "ed25519",
  "content_sha256": "c2326b903897f7b5bdc0cb29df2446264e132a87eaa170167480c436c2d95e59",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "b206da8ba89b6e4c6cdeab6375d712d9b0ba49893f7d66fdbe28efd21731fde5",
  "schema": "gridshift.signature/1",
  "signature": "e23db2b38fcf6920c2f0c1a7567089bf47390778930328360d93effca50fdbb17d564ee9a150fba229188dda07d0e6cd9c756564aee1927a2c7655fbb0c6730c"
}
