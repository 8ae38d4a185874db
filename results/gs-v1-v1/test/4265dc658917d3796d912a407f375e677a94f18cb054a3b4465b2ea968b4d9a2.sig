{
  "algorithm": "ed25519",
  "content_sha256": "98cd06134a6bb95409b37f019df23e30aa3b9f2b31fdf8130ff22864474492bb",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "4265dc658917d3796d912a407f375e677a94f18cb054a3b4465b2ea968b4d9a2",
  "schema": "gridshift.signature/1",
  "signature": "249702c14c2654b81995dd779dded6414a22cfbf0782a6f70d8149ca6b6baa4a3d0dab7ce64367d28e0cc32c639aebdb2af4935b780aa56dfc6a2195738d6004"
}
