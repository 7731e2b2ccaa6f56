// The `integration-s3` project's switch: startTestApp stores files in a bucket of the test S3 server.
process.env.TEST_STORAGE_DRIVER = 's3';
