#import "RadioListController.h"

// Read by the app, not by import.
@implementation RadioListController

- (instancetype)init
{
    self = [super init];
    if (self) {
        self.title = NSLocalizedString(@"RADIO", nil);
        self.tabBarItem = [[UITabBarItem alloc] initWithTitle:self.title image:[UIImage imageNamed:@"Radio"] selectedImage:nil];
    }
    return self;
}

@end
