{
  "algorithm": "ed25519",
  "content_sha256": "6c2376a8c3ec3d0aa4fdc39b7c4edef560545501ba42560f16aefd5deaabe6bb",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "01623b618a83a13ca479fa1d82fa50ea7805376dd297ca5be9f35bf8005c3176",
  "schema": "gridshift.signature/1",
  "signature": "8ec35304a076c18f1643dd8cee460e300199d63466df74aee983b25a27da892a2e9d992efa8905e101855408940f25cdc885efcf419937566df58286d1444106"
}
