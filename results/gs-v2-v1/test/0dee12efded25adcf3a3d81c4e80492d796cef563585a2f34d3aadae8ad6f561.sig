{
  "algorithm": "ed25519",
  "content_sha256": "2eda7b7aaaa8f04e06adecc6c31bb00790295278151d742486ca6e3aa0a227d6",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "0dee12efded25adcf3a3d81c4e80492d796cef563585a2f34d3aadae8ad6f561",
  "schema": "gridshift.signature/1",
  "signature": "5e6884b0c0ee04a3c4d4c4088ee855dd74bea71a53d445d376a174b8dc759c9c66a4142859cd45e6d735e39977b731a8a3adf3e7bbc204ba79999991d7dd370a"
}
