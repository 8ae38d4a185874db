{
  "algorithm": "ed25519",
  "content_sha256": "1db66b43f3b78f347dec01fdc49b997013520c850acd8b78eea3bfa380847fc1",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "152e2d790522c08fb593d8f82f58d37ffa804be3e550288fa4bd7ddebf051e78",
  "schema": "gridshift.signature/1",
  "signature": "9c01dac5cfcd2babfd043e462f86015b40def6d58e2f888639630147a684255728746ea079856e4a063aa1d0bc039a019727ff943e1d9635b88886baef591b05"
}
