{
  "algorithm": "ed25519",
  "content_sha256": "0ca8b4b240d78508d6b61a20f6e491ff7cf92b62e2522f423d2551c8d8ab6f58",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "0d705d2c6ff14e0c86b1ed03c3f256d92110aaf51b853aa1c07ad386137e222e",
  "schema": "gridshift.signature/1",
  "signature": "e6ed01c43f54414ee4c9e8db3475408c44960a451ad2a89af3c0224a6b7a58ca0da157647250f3741a7500f519e42309ff38bb4fbe69bf75c0cfa6f136a6e208"
}
