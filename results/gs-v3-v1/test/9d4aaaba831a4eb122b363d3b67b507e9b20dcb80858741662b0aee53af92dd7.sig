{
  "algorithm": "ed25519",
  "content_sha256": "cd10f65b4a26b9e625536e903f350362288270b547cbc23716bb413939d1eba7",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "9d4aaaba831a4eb122b363d3b67b507e9b20dcb80858741662b0aee53af92dd7",
  "schema": "gridshift.signature/1",
  "signature": "df0f65e61de79174fc756796886d4d3721b4bea22fe6b1d3082c7e4d92fe1dccf838310cad19e455ccc66aa6da5b4f65cdd2a86de4f565e39781df6ea7306e02"
}
