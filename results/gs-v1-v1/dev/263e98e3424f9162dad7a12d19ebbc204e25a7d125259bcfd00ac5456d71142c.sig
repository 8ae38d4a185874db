{
  "algorithm": "ed25519",
  "content_sha256": "1ba67b1a952439ffe399744f3eded88359a862a97aaf0e9c6cbfa842cd899e4d",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "263e98e3424f9162dad7a12d19ebbc204e25a7d125259bcfd00ac5456d71142c",
  "schema": "gridshift.signature/1",
  "signature": "b9cfe3117260c4ca15366074e78e04e677b3bbedcb944d79b84fd0e6e344c406a38ff5873b9860b97718590613aafa493852afa6dca544737913edbe200af507"
}
