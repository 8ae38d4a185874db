{
  "algorithm": "ed25519",
  "content_sha256": "a36530dca1e3ab2ed79584ec69479ee7d79ccb6331963da4e593cb314cfced0a",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "99322d2b8e5afb56c0cec1542ec694e6e42a7f7caff4776b017ac2d848754c16",
  "schema": "gridshift.signature/1",
  "signature": "4e5c0522951bacd781487719009fb58c4b523e9ecf35c76a9b1101bc0b9be8fe99bdff6d5e0ca679cc6132f42881633cd3572614e00a2182351b1213958dc30c"
}
