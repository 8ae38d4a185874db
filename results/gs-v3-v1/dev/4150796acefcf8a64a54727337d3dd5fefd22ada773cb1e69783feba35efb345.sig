{
  "algorithm": "ed25519",
  "content_sha256": "bec371b845aaf9dca56b84f6cb6188100a8f2ba4229d9c3fc4dbd48043d38edc",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "4150796acefcf8a64a54727337d3dd5fefd22ada773cb1e69783feba35efb345",
  "schema": "gridshift.signature/1",
  "signature": "eb812861471d2dca3cfafb1283135afc2b78355460e5e1a131962aa29757d951cc19f0f7d5cdf1a2e5fff494ce26c42a2101b69be084b58f9b1d3148549a3f05"
}
